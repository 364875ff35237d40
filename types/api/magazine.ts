// Magazine contracts (SPEC.md section 7, "Magazine"). Articles are lists of typed blocks;
// text is plain text (never HTML), so the site renders it without injecting markup.
import { Type, type Static } from 'typebox'
import { Id, Nullable } from './common'

export const Block = Type.Union([
  Type.Object({ type: Type.Literal('text'), text: Type.String() }),
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
