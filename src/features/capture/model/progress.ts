import type { Prize } from '@types-shared/api/campaign'

/** Share of the cards collected, 0-100 and whole, so the bar and its label agree. */
export function progressPercent(collected: number, total: number): number {
  if (total <= 0) return 0
  return Math.min(100, Math.max(0, Math.round((collected / total) * 100)))
}

export type GiftState = 'sold-out' | 'short' | 'affordable'

/** What the gift's button can do for these points; sold out wins, since points would not help. */
export function giftState(gift: Prize, points: number): GiftState {
  if (gift.stock <= 0) return 'sold-out'
  return points < gift.pointsCost ? 'short' : 'affordable'
}

export const RARITIES = ['common', 'rare', 'epic'] as const
export type Rarity = (typeof RARITIES)[number]
/** An unknown rarity from a newer server reads as common rather than breaking the card. */
export const rarityOf = (value: string): Rarity =>
  (RARITIES as readonly string[]).includes(value) ? (value as Rarity) : 'common'
