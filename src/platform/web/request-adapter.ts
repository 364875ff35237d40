import { getAdapter, type AxiosAdapter } from 'axios'
import { AXIOS_DEFAULT_ADAPTERS, type HttpAdapterProvider } from '../request-adapter'
import { wholeBody } from '../stream-body'

/** Whether fetch hands back the body as a ReadableStream (old web views have fetch without it). */
export const fetchStreams = (): boolean =>
  typeof fetch === 'function' &&
  typeof ReadableStream === 'function' &&
  typeof Response === 'function' &&
  'body' in Response.prototype

/**
 * Streams in a browser or web view, in order of preference (STYLE.md rule 4): axios's fetch adapter,
 * whose `data` is the response's ReadableStream; node's http adapter (tests, tools), whose stream is
 * an async iterable of Buffers; else xhr answering whole, handed on as one chunk.
 */
export function browserStreamAdapter(canFetchStream: () => boolean = fetchStreams): AxiosAdapter {
  if (canFetchStream()) return getAdapter(['fetch'])
  try {
    return getAdapter(['http'])
  } catch {
    // No node either: the whole answer at the end, as xhr gives it.
    return wholeBody(getAdapter(['xhr']))
  }
}

/** Browsers: axios's own adapter (xhr), whatever the request asks for; there is no bridge here. */
export const webHttp: HttpAdapterProvider = {
  adapterFor: () => getAdapter([...AXIOS_DEFAULT_ADAPTERS]),
  streamAdapterFor: () => browserStreamAdapter(),
}
