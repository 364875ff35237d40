// An answer being composed: text and cards in the order they should reach the reader. Composers
// write a whole answer first (a few milliseconds of queries), then stream.ts sends it in pieces.
import type { ChatCardView, ChatLang } from '../../../../types/api/chat-stream'

export type Piece = { kind: 'text'; text: string } | { kind: 'card'; card: ChatCardView }

/** Cards per answer: enough to choose from, few enough to read on a phone. */
export const MAX_CARDS = 6

export class Draft {
  readonly pieces: Piece[] = []
  private readonly cardKeys = new Set<string>()

  constructor(readonly lang: ChatLang) {}

  /** zh-CN or English, by the reader's language. */
  t(zh: string, en: string): string {
    return this.lang === 'en' ? en : zh
  }

  text(text: string): this {
    if (text) this.pieces.push({ kind: 'text', text })
    return this
  }

  line(text = ''): this {
    return this.text(`${text}\n`)
  }

  /** Adds a card once per answer and up to MAX_CARDS. */
  card(card: ChatCardView): this {
    const key = `${card.type}:${card.id}`
    if (this.cardKeys.has(key) || this.cardKeys.size >= MAX_CARDS) return this
    this.cardKeys.add(key)
    this.pieces.push({ kind: 'card', card })
    return this
  }

  get cardCount(): number {
    return this.cardKeys.size
  }
}
