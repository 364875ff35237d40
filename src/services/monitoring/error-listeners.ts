import type { Monitor } from './monitor'

const text = (value: unknown) => (value instanceof Error ? value.message : String(value))
const RESOURCE_TAGS = new Set(['SCRIPT', 'LINK', 'IMG'])

/**
 * JS errors, unhandled rejections and script/link/image load failures (SPEC.md section 8). Load
 * failures do not bubble, so the listener sits in the capture phase.
 */
export function listenToErrors(monitor: Monitor, target: Window): () => void {
  const { onError, onRejection } = handlersFor(monitor, target)
  target.addEventListener('error', onError, true)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('error', onError, true)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}

/** Reports an error or rejection event caught before the monitor listened (deferred.ts kept it). */
export function replayErrorEvent(monitor: Monitor, target: Window, event: Event): void {
  const { onError, onRejection } = handlersFor(monitor, target)
  if (event.type === 'unhandledrejection') onRejection(event as PromiseRejectionEvent)
  else onError(event)
}

function handlersFor(monitor: Monitor, target: Window) {
  const onError = (event: Event) => {
    const element = event.target as Element | null
    if (element && element !== (target as unknown) && RESOURCE_TAGS.has(element.tagName)) {
      const src = (element as HTMLScriptElement).src || (element as HTMLLinkElement).href || ''
      monitor.error('resource_error', { tag: element.tagName.toLowerCase(), src }, `res:${src}`)
      return
    }
    const e = event as ErrorEvent
    const message = e.message || text(e.error)
    monitor.error(
      'js_error',
      { message, source: e.filename, line: e.lineno, column: e.colno, stack: (e.error as Error)?.stack },
      `js:${message}:${e.filename}:${e.lineno}`,
    )
  }
  const onRejection = (event: PromiseRejectionEvent) => {
    const message = text(event.reason)
    monitor.error(
      'unhandled_rejection',
      { message, stack: (event.reason as Error)?.stack },
      `rejection:${message}`,
    )
  }
  return { onError, onRejection }
}

/** SPEC.md section 8: a failed request is status 0 or 400 and above. */
export const isFailedStatus = (status: number) => status === 0 || status >= 400
