import { View } from '@tarojs/components'
import { useEffect, useState, type MouseEvent } from 'react'
import { articleLink } from './allow-list'
import { markedRuns } from './marks'
import { PlainParagraphs } from './plain-paragraphs'
import type { MarkedTextProps, RichTextProps } from './types'

type Sanitize = (html: string) => string

// DOMPurify (about 9 KB gzip) loads with the first rich block a reader meets, not with the page.
let loading: Promise<Sanitize> | undefined
const loadSanitizer = () => (loading ??= import('./sanitize').then((m) => m.sanitizeHtml))

function useSanitized(html: string): string | null | Error {
  const [clean, setClean] = useState<string | null | Error>(null)
  useEffect(() => {
    let current = true
    setClean(null)
    loadSanitizer().then(
      (sanitize) => current && setClean(sanitize(html)),
      (error: unknown) => {
        loading = undefined
        if (current) setClean(error instanceof Error ? error : new Error(String(error)))
      },
    )
    return () => {
      current = false
    }
  }, [html])
  return clean
}

/**
 * The one place an HTML string reaches the DOM (issue 16): sanitized by DOMPurify with the strict
 * allow-list (./sanitize.ts), then set as innerHTML. Links inside never navigate by themselves: a click
 * is handed to `onOpenLink`, which opens it the platform's way (the app's openLink, the browser's).
 */
export function RichText({ html, onOpenLink, className, tracking }: RichTextProps) {
  const clean = useSanitized(html)
  if (clean === null) return <View className={`rich-text ${className ?? ''}`} aria-busy='true' />
  if (clean instanceof Error) return <PlainParagraphs html={html} className={className} />
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element | null)?.closest?.('a')
    if (!anchor) return
    event.preventDefault()
    const href = articleLink(anchor.getAttribute('href'))
    if (href) onOpenLink(href)
  }
  return (
    <div
      className={`rich-text ${className ?? ''}`}
      data-rich-text='html'
      onClick={onClick}
      {...tracking}
      // eslint-disable-next-line react/no-danger -- sanitized just above by the one sanitizer
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  )
}

/** A text block with its marks as real elements: <strong>, <em> and <a> with an allowed href. */
export function MarkedText({ text, marks, onOpenLink, className, linkTracking }: MarkedTextProps) {
  return (
    <p className={`marked-text ${className ?? ''}`}>
      {markedRuns(text, marks).map((run, i) => {
        let node: JSX.Element | string = run.text
        if (run.italic) node = <em>{node}</em>
        if (run.bold) node = <strong>{node}</strong>
        if (!run.href) return <span key={i}>{node}</span>
        const href = run.href
        return (
          <a
            key={i}
            className='marked-text__link'
            href={href}
            rel='noopener noreferrer'
            onClick={(event) => {
              event.preventDefault()
              onOpenLink(href)
            }}
            {...linkTracking}
          >
            {node}
          </a>
        )
      })}
    </p>
  )
}
