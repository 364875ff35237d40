/**
 * The little markdown an answer may use (issue 17: "limited markdown through React, never raw HTML"):
 * **bold**, line breaks, "- " bullet lines and "1. " numbered lines. Everything else, HTML included, is
 * plain text: the result is data that React renders as text nodes, so a tag in an answer can never
 * become markup. Pure, so a streamed answer is simply parsed again as it grows.
 */
export interface Inline {
  text: string
  bold: boolean
}
/** One line of text, its pieces in order. */
export type Line = Inline[]

export type Block =
  | { type: 'paragraph'; lines: Line[] }
  | { type: 'bullets'; items: Line[] }
  | { type: 'numbered'; start: number; items: Line[] }

const BULLET = /^\s*[-*•]\s+(.*)$/
const NUMBERED = /^\s*(\d{1,3})[.)、]\s+(.*)$/

/** Splits a line on **…** pairs; an unclosed ** (an answer still streaming) stays as text. */
export function parseInline(line: string): Line {
  const pieces: Line = []
  const pattern = /\*\*(.+?)\*\*/g
  let at = 0
  for (let match = pattern.exec(line); match; match = pattern.exec(line)) {
    if (match.index > at) pieces.push({ text: line.slice(at, match.index), bold: false })
    pieces.push({ text: match[1], bold: true })
    at = match.index + match[0].length
  }
  if (at < line.length) pieces.push({ text: line.slice(at), bold: false })
  return pieces
}

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = []
  const last = () => blocks[blocks.length - 1]
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const bullet = BULLET.exec(raw)
    const numbered = bullet ? null : NUMBERED.exec(raw)
    const open = last()
    if (bullet) {
      const item = parseInline(bullet[1])
      if (open?.type === 'bullets') open.items.push(item)
      else blocks.push({ type: 'bullets', items: [item] })
    } else if (numbered) {
      const item = parseInline(numbered[2])
      if (open?.type === 'numbered') open.items.push(item)
      else blocks.push({ type: 'numbered', start: Number(numbered[1]), items: [item] })
    } else if (raw.trim() === '') {
      // A blank line ends the block; the next line starts a new one.
      if (open && !(open.type === 'paragraph' && open.lines.length === 0))
        blocks.push({ type: 'paragraph', lines: [] })
    } else if (open?.type === 'paragraph') {
      open.lines.push(parseInline(raw.trim()))
    } else {
      blocks.push({ type: 'paragraph', lines: [parseInline(raw.trim())] })
    }
  }
  return blocks.filter((b) => b.type !== 'paragraph' || b.lines.length > 0)
}
