import type { AxiosRequestConfig } from 'axios'
import type { HttpClient } from '@/services/http/create-http'
import type { SseEvent } from '@/services/http/sse-parser'
import { streamApi } from '../api-stream'

// Issue 17: a streamed call by API name, parsed into events as the bytes come.
function fakeClient(chunks: string[]) {
  const configs: AxiosRequestConfig[] = []
  const client = {
    stream: async (config: AxiosRequestConfig, onChunk: (c: Uint8Array) => void) => {
      configs.push(config)
      let bytes = 0
      for (const text of chunks) {
        const chunk = new TextEncoder().encode(text)
        bytes += chunk.length
        onChunk(chunk)
      }
      return bytes
    },
  } as unknown as HttpClient
  return { client, configs }
}

describe('streamed calls by API name', () => {
  it('sends sendChat as a JSON POST to ai_chat/send and asks for an event stream', async () => {
    const { client, configs } = fakeClient([])
    const signal = new AbortController().signal
    await streamApi(client, 'sendChat', { content: '成都三天怎么玩', lang: 'zh-CN' }, () => 0, { signal })
    expect(configs[0]).toMatchObject({
      method: 'POST',
      url: '/ai_chat/send',
      data: { content: '成都三天怎么玩', lang: 'zh-CN' },
      headers: { Accept: 'text/event-stream' },
      signal,
    })
    expect(configs[0].params).toBeUndefined()
  })

  it('sends resumeChat as a GET with the query and Last-Event-ID when given', async () => {
    const { client, configs } = fakeClient([])
    await streamApi(client, 'resumeChat', { messageId: 42, after: 3 }, () => 0, { lastEventId: '42:3' })
    expect(configs[0]).toMatchObject({
      method: 'GET',
      url: '/ai_chat/resume',
      params: { messageId: 42, after: 3 },
      headers: { 'Last-Event-ID': '42:3' },
    })
  })

  it('hands on each event as its blank line arrives, across chunk borders', async () => {
    const { client } = fakeClient([
      'id: 42:1\ndata: {"a"',
      ':1}\n',
      '\n: keep-alive\n\nid: 42:2\ndata: 2\n\n',
    ])
    const events: SseEvent[] = []
    const end = await streamApi(client, 'resumeChat', { messageId: 42 }, (e) => events.push(e))
    expect(events).toEqual([
      { id: '42:1', type: 'message', data: '{"a":1}' },
      { id: '42:2', type: 'message', data: '2' },
    ])
    expect(end).toEqual({ bytes: expect.any(Number), incomplete: false })
  })

  it('says when the stream stopped inside an event', async () => {
    const { client } = fakeClient(['id: 42:1\ndata: 1\n\nid: 42:2\ndata: {"type":'])
    const events: SseEvent[] = []
    expect(await streamApi(client, 'resumeChat', { messageId: 42 }, (e) => events.push(e))).toMatchObject({
      incomplete: true,
    })
    expect(events).toHaveLength(1)
  })
})
