// The magazine (issue 16): an issue's directory and its articles of typed blocks. HTML only ever comes
// in a `rich` block and goes through the one sanitizer (src/components/rich-text). The place sheet a
// place card opens belongs to the place feature: the page composes the two (features never meet).
export { DirectoryView } from './components/directory-view'
export { ArticleView, MagazineMissing, type ArticleActions } from './components/article-view'
export { useArticle, useDirectory } from './hooks/use-magazine'
export { forgetCardDetails } from './api/get-card-details'
export { KEPT_POSITIONS, readPosition, savePosition } from './hooks/reading-positions'
export { isEmptyIssue, magazineTarget, MagazineNotFoundError, type MagazineTarget } from './model'
export type { Article, Block, Directory } from './model'
