// Magazine contracts (SPEC.md section 7, "Magazine"). Articles are lists of typed blocks. A text block
// is plain text with inline marks (ranges React renders as elements); only a `rich` block carries an
// HTML string, and the site shows it through its one sanitizer (issue 16, docs/content.md).
import { Type, type Static } from 'typebox'
import { Id, Nullable } from './common'

/** An inline mark over `text.slice(start, end)`; a link's href is checked against the allowed hosts. */
export const TextMark = Type.Union([
  Type.Object({
    kind: Type.Union([Type.Literal('bold'), Type.Literal('italic')]),
    start: Type.Integer({ minimum: 0 }),
    end: Type.Integer({ minimum: 0 }),
  }),
  Type.Object({
    kind: Type.Literal('link'),
    start: Type.Integer({ minimum: 0 }),
    end: Type.Integer({ minimum: 0 }),
    href: Type.String(),
  }),
])
export type TextMark = Static<typeof TextMark>

export const Block = Type.Union([
  Type.Object({
    type: Type.Literal('text'),
    text: Type.String(),
    marks: Type.Optional(Type.Array(TextMark)),
  }),
  Type.Object({ type: Type.Literal('rich'), html: Type.String() }),
  Type.Object({ type: Type.Literal('image'), url: Type.String(), caption: Type.String() }),
  Type.Object({ type: Type.Literal('place'), placeId: Type.Integer() }),
  Type.Object({ type: Type.Literal('journey'), journeyId: Type.Integer() }),
  Type.Object({ type: Type.Literal('quote'), text: Type.String(), by: Type.String() }),
])
export type Block = Static<typeof Block>

export const ArticleSummary = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  author: Type.String(),
  cover: Type.String(),
  summary: Type.String(),
})
export const Directory = Type.Object({
  id: Type.Integer(),
  issue: Type.String(),
  title: Type.String(),
  cover: Type.String(),
  intro: Type.String(),
  publishedAt: Type.String(),
  sections: Type.Array(
    Type.Object({ id: Type.Integer(), title: Type.String(), articles: Type.Array(ArticleSummary) }),
  ),
})
export type Directory = Static<typeof Directory>
export const DirectoryQuery = Type.Object({ id: Type.Optional(Id) })
export type DirectoryQuery = Static<typeof DirectoryQuery>

export const Article = Type.Object({
  id: Type.Integer(),
  magazineId: Type.Integer(),
  sectionTitle: Type.String(),
  title: Type.String(),
  author: Type.String(),
  cover: Type.String(),
  summary: Type.String(),
  blocks: Type.Array(Block),
  prevId: Nullable(Type.Integer()),
  nextId: Nullable(Type.Integer()),
})
export type Article = Static<typeof Article>
export const ArticleQuery = Type.Object({ id: Id })

/** An operator writes an article (admin only): a new one without `id`, else that article's content. */
export const AdminArticleBody = Type.Object({
  id: Type.Optional(Id),
  sectionId: Id,
  title: Type.String({ minLength: 1, maxLength: 80 }),
  author: Type.String({ maxLength: 40 }),
  summary: Type.String({ maxLength: 200 }),
  blocks: Type.Array(Block, { minItems: 1, maxItems: 200 }),
})
export type AdminArticleBody = Static<typeof AdminArticleBody>
export const AdminArticleResult = Type.Object({ id: Type.Integer() })
export type AdminArticleResult = Static<typeof AdminArticleResult>
