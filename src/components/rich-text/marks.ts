import type { TextMark } from '@types-shared/api/magazine'
import { articleLink } from './allow-list'

/** A run of text under the same marks: bold and italic, and the link (if any) it belongs to. */
export interface MarkedRun {
  text: string
  bold: boolean
  italic: boolean
  /** The link's normalized address; a link to anywhere not allowed is no link (its text stays). */
  href: string | null
}

/**
 * Cuts a text block at every mark's edges. Marks are ranges over `text` (types/api/magazine.ts); a range
 * outside the text is clipped, an empty or reversed one ignored, and where links overlap the first wins.
 */
export function markedRuns(text: string, marks: readonly TextMark[] = []): MarkedRun[] {
  const length = text.length
  const valid = marks
    .map((m) => ({
      ...m,
      start: Math.max(0, Math.min(m.start, length)),
      end: Math.max(0, Math.min(m.end, length)),
    }))
    .filter((m) => m.end > m.start)
  const cuts = new Set<number>([0, length])
  for (const m of valid) cuts.add(m.start).add(m.end)
  const edges = [...cuts].sort((a, b) => a - b)
  const runs: MarkedRun[] = []
  for (let i = 0; i < edges.length - 1; i++) {
    const [from, to] = [edges[i], edges[i + 1]]
    const over = valid.filter((m) => m.start <= from && m.end >= to)
    const link = over.find((m) => m.kind === 'link')
    runs.push({
      text: text.slice(from, to),
      bold: over.some((m) => m.kind === 'bold'),
      italic: over.some((m) => m.kind === 'italic'),
      href: link && link.kind === 'link' ? articleLink(link.href) : null,
    })
  }
  return runs.filter((run) => run.text.length > 0)
}
