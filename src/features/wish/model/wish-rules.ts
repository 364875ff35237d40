import type { MakeWishBody, Wish } from '@types-shared/api/wish'
import type { MessageKey } from '@/i18n'
import '@/i18n/locales/parts/wish'

/** The contract's limits (types/api/wish.ts MakeWishBody), counted after trimming as the server stores it. */
export const DESTINATION_MAX = 40
export const TEXT_MIN = 2
export const TEXT_MAX = 200

export interface FieldError {
  key: MessageKey
  params?: Record<string, number>
}
export type WishFields = { destination: string; text: string }
export type WishErrors = Partial<Record<keyof WishFields, FieldError>>

/**
 * Characters as a reader counts them (an emoji is one), not UTF-16 units. The server's TypeBox
 * counts units, so a text of emoji near the limit could still be refused there; the form's limit
 * is the stricter reading only for those.
 */
export const charCount = (value: string) => Array.from(value.trim()).length

/** The form's messages; empty when the wish can be sent. */
export function wishProblems(fields: WishFields): WishErrors {
  const errors: WishErrors = {}
  const destination = charCount(fields.destination)
  if (destination === 0) errors.destination = { key: 'wish.invalid.destinationEmpty' }
  else if (destination > DESTINATION_MAX)
    errors.destination = { key: 'wish.invalid.destinationLong', params: { max: DESTINATION_MAX } }
  const text = charCount(fields.text)
  if (text < TEXT_MIN) errors.text = { key: 'wish.invalid.textShort', params: { min: TEXT_MIN } }
  else if (text > TEXT_MAX) errors.text = { key: 'wish.invalid.textLong', params: { max: TEXT_MAX } }
  return errors
}

export const wishBody = (fields: WishFields): MakeWishBody => ({
  destination: fields.destination.trim(),
  text: fields.text.trim(),
})

const dayOf = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`

/**
 * Whether one of my wishes was made today, so the form can say "come back tomorrow" before a tap. The
 * reader's calendar day is a guess at the server's; the server's LIMIT_REACHED stays the rule.
 */
export function wishedToday(wishes: readonly Wish[], now: Date = new Date()): boolean {
  const today = dayOf(now)
  return wishes.some((w) => dayOf(new Date(w.createdAt)) === today)
}
