import { ATTRIBUTE_MAX_ANCESTORS, TRACKING_DATA_ATTRIBUTES as A } from './constants'

export interface TrackingInfo {
  element: Element
  eventKey: string
  moduleKey?: string
  index?: number
  attributes?: Record<string, unknown>
}

function parseAttrs(raw: string | null): Record<string, unknown> | undefined {
  if (!raw) return undefined
  try {
    const value = JSON.parse(raw) as unknown
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/**
 * The tracking keys of an element or of its nearest tracked ancestor. The climb stops after 20
 * ancestors (SPEC.md section 9), so a click deep in an untracked tree costs little.
 */
export function trackingInfoOf(start: Element | null): TrackingInfo | null {
  let element = start
  for (let depth = 0; element && depth <= ATTRIBUTE_MAX_ANCESTORS; depth++) {
    const eventKey = element.getAttribute?.(A.eventKey)
    if (eventKey) {
      const index = Number(element.getAttribute(A.index))
      return {
        element,
        eventKey,
        moduleKey: element.getAttribute(A.moduleKey) ?? undefined,
        index: Number.isInteger(index) && index > 0 ? index : undefined,
        attributes: parseAttrs(element.getAttribute(A.attrs)),
      }
    }
    element = element.parentElement
  }
  return null
}

/**
 * What it takes for a component to be tracked: spread these on its root element. Clicks are tracked on
 * every keyed element; impressions only where `impression` is set (cards, not buttons).
 */
export function trackingProps(
  eventKey: string,
  options: { moduleKey?: string; index?: number; attrs?: object; impression?: boolean } = {},
) {
  const props: Record<string, string> = { [A.eventKey]: eventKey }
  if (options.impression) props[A.impression] = ''
  if (options.moduleKey) props[A.moduleKey] = options.moduleKey
  if (options.index) props[A.index] = String(options.index)
  if (options.attrs) props[A.attrs] = JSON.stringify(options.attrs)
  return props
}
