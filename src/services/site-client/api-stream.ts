import type { AxiosRequestConfig } from 'axios'
import type { ResumeQuery, SendBody } from '@types-shared/api/chat'
import { API_PATHS } from '@types-shared/api/paths'
import type { HttpClient } from '@/services/http/create-http'
import { createSseParser, type SseEvent } from '@/services/http/sse-parser'
import { getTravelApi } from './site-client'

/** The travel API's streamed calls and what each takes (types/api/chat-stream.ts). */
export interface StreamRequests {
  sendChat: SendBody
  resumeChat: ResumeQuery
}
export type StreamApiName = keyof StreamRequests

export interface StreamOptions {
  signal?: AbortSignal
  /** Sent as Last-Event-ID: what a reconnecting event stream says it has already seen. */
  lastEventId?: string
}

export interface StreamEnd {
  bytes: number
  /** The stream stopped inside an event (a cut connection rather than a clean close). */
  incomplete: boolean
}

/**
 * A streamed call by API name on `client`: method and path from API_PATHS, GET parameters in the
 * query and a POST body as JSON, every event of the answer handed to `onEvent` as the parser
 * (services/http/sse-parser.ts) completes it. Resolves when the server closes; rejects with the
 * client's typed RequestErrors (docs/assistant-transport.md).
 */
export async function streamApi<N extends StreamApiName>(
  client: HttpClient,
  name: N,
  payload: StreamRequests[N],
  onEvent: (event: SseEvent) => void,
  options: StreamOptions = {},
): Promise<StreamEnd> {
  const [method, path] = API_PATHS[name]
  const parser = createSseParser({ onEvent })
  const headers: Record<string, string> = { Accept: 'text/event-stream' }
  if (options.lastEventId) headers['Last-Event-ID'] = options.lastEventId
  const config: AxiosRequestConfig = {
    method,
    url: `/${path}`,
    headers,
    signal: options.signal,
    ...(method === 'GET' ? { params: payload } : { data: payload }),
  }
  const bytes = await client.stream(config, (chunk) => parser.push(chunk))
  return { bytes, incomplete: parser.end().incomplete }
}

/** `apiStream('sendChat', body, onEvent, { signal })`: on this page's travel API client. */
export function apiStream<N extends StreamApiName>(
  name: N,
  payload: StreamRequests[N],
  onEvent: (event: SseEvent) => void,
  options?: StreamOptions,
): Promise<StreamEnd> {
  return streamApi(getTravelApi(), name, payload, onEvent, options)
}
