// The rich-text component, chosen once per build target (TARO_ENV is replaced at build time, so webpack
// keeps one branch and the other file, with DOMPurify's loader, never enters a mini-program bundle).
import type { ComponentType } from 'react'
import type { MarkedTextProps, RichTextProps } from './types'
import './rich-text.css'

interface RichTextImplementation {
  RichText: ComponentType<RichTextProps>
  MarkedText: ComponentType<MarkedTextProps>
}

const implementation: RichTextImplementation =
  process.env.TARO_ENV === 'h5'
    ? // eslint-disable-next-line @typescript-eslint/no-var-requires
      (require('./rich-text.web') as typeof import('./rich-text.web'))
    : // eslint-disable-next-line @typescript-eslint/no-var-requires
      (require('./rich-text.mini') as typeof import('./rich-text.mini'))

export const { RichText, MarkedText } = implementation
export { articleImage, articleLink, RICH_TAGS, RICH_ATTRIBUTES, LINK_REL } from './allow-list'
export { htmlToParagraphs } from './plain-text'
export { markedRuns, type MarkedRun } from './marks'
export type { RichTextProps, MarkedTextProps, TrackingAttributes } from './types'
