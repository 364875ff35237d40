import { DEFAULT_UBA_INDEX } from '@/services/router/constants'
import type { TrackingParams } from '@/services/router/tracking-params'
import { clickSource, type ClickMark } from './click-source'
import { buildEvent, isSendable } from './event'
import { TrackerNotInstalledError } from './errors'
import { decodePreviousPage, encodePreviousPage, type PreviousPage } from './previous-page'
import type { PageRef, TrackInput, TrackingContext, TrackingEvent } from './types'

export interface TrackerOptions {
  send(event: TrackingEvent): void
  context(): TrackingContext
  now(): number
  newId(): string
  /** The previous-page token, kept where the next page (or the next visit) can read it. */
  previousPage: { read(): string | null; write(token: string): void }
  /** Attributes every event carries (source, channel, specificPlatform, isApp). */
  common?(): Record<string, unknown>
}

/**
 * The tracker of SPEC.md sections 3 and 4: page view when a page is entered or shown again, page end
 * (with its duration) when it is left or hidden; clicks and impressions in between. Events pushed before
 * the first page is known wait in a buffer. Pushing before install throws (SPEC.md section 8).
 */
export function createTracker(options: TrackerOptions) {
  let installed = false
  let page: PageRef | null = null
  let shownAt: number | null = null
  let previous: PreviousPage | null = null
  let seq = 0
  let lastClick: ClickMark | null = null
  const buffer: TrackInput[] = []

  const emit = (input: TrackInput) => {
    if (!page) return
    seq += 1
    const event = buildEvent(input, {
      seq,
      now: options.now(),
      id: options.newId(),
      page,
      previous,
      context: options.context(),
      common: { ...options.common?.(), ...page.query },
    })
    if (isSendable(event)) options.send(event)
  }

  const recentClick = () => clickSource(lastClick, options.now())

  const end = () => {
    if (!page || shownAt === null) return
    emit({ kind: 'page_end', eventKey: 'page_end', duration: options.now() - shownAt })
    shownAt = null
    const index = recentClick()?.index ?? DEFAULT_UBA_INDEX
    options.previousPage.write(encodePreviousPage({ pageKey: page.pageKey, index }, options.now()))
  }

  const view = () => {
    shownAt = options.now()
    emit({ kind: 'page_view', eventKey: 'page_view' })
  }

  return {
    install(): void {
      installed = true
    },
    get installed() {
      return installed
    },
    get page(): PageRef | null {
      return page
    },
    push(input: TrackInput): void {
      if (!installed) throw new TrackerNotInstalledError()
      if (input.kind === 'click') {
        lastClick = { eventKey: input.eventKey, index: input.index ?? DEFAULT_UBA_INDEX, at: options.now() }
      }
      if (!page) buffer.push(input)
      else emit(input)
    },
    /** A route change completed (or the first entry): ends the page shown, then views this one. */
    enter(ref: PageRef): void {
      if (page && page.url === ref.url && page.pageKey === ref.pageKey) {
        if (shownAt === null) view()
        return
      }
      end()
      previous = decodePreviousPage(options.previousPage.read(), options.now())
      page = ref
      view()
      buffer.splice(0).forEach(emit)
    },
    /** Before a route change, tab hidden, app view gone, unload. */
    leave: end,
    /** The tab became visible or the app view appeared again. */
    show(): void {
      if (page && shownAt === null) view()
    },
    /** Tracking parameters for the next route change or link (SPEC.md section 2). */
    params(): TrackingParams | null {
      if (!page) return null
      const click = recentClick()
      return { pre: page.pageKey, index: click?.index ?? DEFAULT_UBA_INDEX, info: click?.eventKey }
    },
  }
}

export type Tracker = ReturnType<typeof createTracker>
