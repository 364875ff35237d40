/** The element the server puts a page's first data in (server/lib/embedded-data.ts). */
export const EMBEDDED_DATA_ID = 'trip-data'

/**
 * Data the server embedded in the document for the page's first render, under its key (a document may
 * carry several: a shared journey's has the journey and its weather).
 * Taken once: a retry or a later visit in the same page asks the API. Nothing outside H5 documents (the
 * mini-programs' document has no such element).
 */
export function takeEmbeddedData<T>(key: string): T | undefined {
  if (typeof document === 'undefined' || typeof document.getElementById !== 'function') return undefined
  const element = document.getElementById(`${EMBEDDED_DATA_ID}:${key}`)
  if (!element || element.getAttribute('data-key') !== key) return undefined
  element.parentNode?.removeChild(element)
  try {
    return JSON.parse(element.textContent ?? '') as T
  } catch {
    return undefined
  }
}
