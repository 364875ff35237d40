import type { Locale } from './translate'

/**
 * A name in the reader's language: the English one for English readers where the data has it, else the
 * local one (a name nobody translated still reads better than a blank).
 */
export function localizedName(local: string, english: string | null | undefined, locale: Locale): string {
  return locale === 'en' && english ? english : local
}

/** Names given position for position (a journey's cities and their English names). */
export function localizedNames(
  local: readonly string[],
  english: readonly string[] | null | undefined,
  locale: Locale,
): string[] {
  return local.map((name, index) => localizedName(name, english?.[index], locale))
}
