import type { Article, Block, Directory } from '@types-shared/api/magazine'

export type { Article, Block, Directory }
export type ArticleSummary = Directory['sections'][number]['articles'][number]

/** The issue or the article does not exist (any more): a state of the page, not a failure to retry. */
export class MagazineNotFoundError extends Error {
  constructor(readonly what: 'issue' | 'article') {
    super(`${what} not found`)
    this.name = 'MagazineNotFoundError'
  }
}

/** An issue with no article in any section shows the empty state, not empty headings. */
export const isEmptyIssue = (directory: Directory) =>
  directory.sections.every((section) => section.articles.length === 0)

/** What the page's query asks for: an article (`?id=`), else an issue's directory (`?issue=`, or the latest). */
export type MagazineTarget = { kind: 'article'; id: number } | { kind: 'directory'; issue?: number }

const positiveId = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined)

export function magazineTarget(
  params: Record<string, string | undefined>,
): MagazineTarget | { kind: 'invalid' } {
  if (params.id !== undefined && params.id !== '') {
    const id = positiveId(params.id)
    return id ? { kind: 'article', id } : { kind: 'invalid' }
  }
  return { kind: 'directory', issue: positiveId(params.issue) }
}
