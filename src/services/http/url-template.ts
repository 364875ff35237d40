/**
 * SPEC.md section 5: `{placeholder}` segments of an API URL are filled from the payload. A missing one
 * is logged as an error (the spec's rule) and left in place, so the request fails visibly at the server
 * instead of silently hitting another resource.
 */
const PLACEHOLDER = /\{([A-Za-z_$][\w$]*)\}/g

export type LogError = (message: string) => void

export function fillPlaceholders(
  url: string,
  payload: Record<string, unknown> | undefined,
  logError: LogError = (message) => console.error(message),
): { url: string; used: string[] } {
  const used: string[] = []
  const filled = url.replace(PLACEHOLDER, (whole, name: string) => {
    const value = payload?.[name]
    if (value === undefined || value === null || value === '') {
      logError(`http: placeholder {${name}} of ${url} was not found in the payload`)
      return whole
    }
    used.push(name)
    return encodeURIComponent(String(value))
  })
  return { url: filled, used }
}

/** The payload less the fields that went into the path, so they are not sent twice. */
export function withoutUsed<T extends Record<string, unknown>>(payload: T, used: string[]): Partial<T> {
  const rest: Record<string, unknown> = { ...payload }
  for (const name of used) delete rest[name]
  return rest as Partial<T>
}
