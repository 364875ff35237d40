// Sends a composed answer into the sink in small pieces (docs/assistant-embedded.md): a sentence or a
// clause at a time, at most MAX_PIECE characters, cards where the composer put them. Between pieces it
// yields to the event loop, so the HTTP response really goes out in several writes and a stop arrives
// in time; `paceMs` adds a short wait per piece so a reader (and a browser test) sees text build up.
import { setImmediate as nextTurn, setTimeout as wait } from 'node:timers/promises'
import type { AnswerSink } from '../provider'
import type { Piece } from './draft'

const MAX_PIECE = 24

/** Sentence- or clause-sized pieces of a text, never splitting a character. */
export function splitText(text: string): string[] {
  const out: string[] = []
  for (const part of text.split(/(?<=[。！？；：，\n]|[.!?;:,] )/u)) {
    const chars = Array.from(part)
    for (let i = 0; i < chars.length; i += MAX_PIECE) out.push(chars.slice(i, i + MAX_PIECE).join(''))
  }
  return out.filter(Boolean)
}

export async function streamPieces(
  pieces: Piece[],
  sink: AnswerSink,
  signal: AbortSignal,
  paceMs: number,
): Promise<void> {
  let first = true
  for (const piece of pieces) {
    const parts = piece.kind === 'text' ? splitText(piece.text) : [piece]
    for (const part of parts) {
      if (signal.aborted) return
      if (!first) {
        try {
          if (paceMs > 0) await wait(paceMs, undefined, { signal })
          else await nextTurn(undefined, { signal })
        } catch {
          return // aborted while waiting
        }
      }
      first = false
      if (typeof part === 'string') sink.text(part)
      else if (part.kind === 'card') sink.card(part.card)
    }
  }
}
