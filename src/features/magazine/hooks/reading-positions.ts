import { getPlatform } from '@/platform'

// Reading positions (issue 16): per article, the offset the reader last scrolled to, in one storage
// entry holding the most recent few, so years of reading do not grow storage without end.
const KEY = 'magazine.reading-positions'
export const KEPT_POSITIONS = 30

type Positions = Array<[articleId: number, top: number]>

async function readAll(): Promise<Positions> {
  try {
    const parsed = JSON.parse((await getPlatform().storage.getItem(KEY)) ?? '[]') as unknown
    return Array.isArray(parsed)
      ? parsed.filter(
          (e: unknown): e is [number, number] =>
            Array.isArray(e) && e.length === 2 && e.every(Number.isFinite),
        )
      : []
  } catch {
    return []
  }
}

export async function readPosition(articleId: number): Promise<number> {
  return (await readAll()).find(([id]) => id === articleId)?.[1] ?? 0
}

/** Saves where the reader is; storage failures are ignored (a lost position is not worth an error). */
export async function savePosition(articleId: number, top: number): Promise<void> {
  const rest = (await readAll()).filter(([id]) => id !== articleId)
  const latest: [number, number] = [articleId, Math.max(0, Math.round(top))]
  const next: Positions = [latest, ...rest].slice(0, KEPT_POSITIONS)
  await getPlatform()
    .storage.setItem(KEY, JSON.stringify(next))
    .catch(() => undefined)
}
