import { Text } from '@tarojs/components'
import { markedRuns } from './marks'
import { PlainParagraphs } from './plain-paragraphs'
import type { MarkedTextProps, RichTextProps } from './types'

/**
 * Mini-programs have no DOM to sanitize into: a rich block is its text, paragraph by paragraph (tags
 * removed, entities decoded, and rendered as Text, so nothing is ever parsed). Its links are dropped:
 * a mini-program cannot open web addresses outside a registered web-view.
 */
export function RichText({ html, className }: RichTextProps) {
  return <PlainParagraphs html={html} className={className} />
}

/** Marks as styled Text; a link is a tappable text (the caller copies or opens it). */
export function MarkedText({ text, marks, onOpenLink, className, linkTracking }: MarkedTextProps) {
  return (
    <Text className={`marked-text ${className ?? ''}`}>
      {markedRuns(text, marks).map((run, i) => {
        const style = `${run.bold ? ' marked-text--bold' : ''}${run.italic ? ' marked-text--italic' : ''}`
        const href = run.href
        return href ? (
          <Text
            key={i}
            className={`marked-text__link${style}`}
            onClick={() => onOpenLink(href)}
            {...linkTracking}
          >
            {run.text}
          </Text>
        ) : (
          <Text key={i} className={style.trim() || undefined}>
            {run.text}
          </Text>
        )
      })}
    </Text>
  )
}
