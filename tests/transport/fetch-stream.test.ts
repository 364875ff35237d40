// Issue 17: the H5 path for real (run with `npx tsx --test tests/transport/fetch-stream.test.ts`; jest's
// jsdom has no fetch): axios's fetch adapter (Node's fetch here, as in a browser) hands the
// body on as a ReadableStream, read while the server is still writing, and an abort ends it.
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, it } from 'node:test'
import assert from 'node:assert/strict'
import { browserStreamAdapter, fetchStreams } from '../../src/platform/web/request-adapter'
import { memorySessionStore } from '../../src/services/http/anti-spam'
import { createHttp } from '../../src/services/http/create-http'
import { ClientError, ServerError } from '../../src/services/http/errors'
import { quietHandlers } from '../../src/services/http/__tests__/support/quiet-handlers'

let server: Server
let origin: string
const open: ServerResponse[] = []
before(async () => {
  server = createServer((req, res) => {
    if (req.url?.includes('busy')) {
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '5' })
      res.end(JSON.stringify({ code: 42900, msg: 'too many', success: false, data: null }))
      return
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    res.write('id: 1:1\ndata: {"a":"成')
    open.push(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
after(() => {
  open.forEach((res) => res.destroy())
  return new Promise<void>((resolve) => server.close(() => resolve()))
})

const client = () =>
  createHttp({
    baseURL: origin,
    adapters: { adapterFor: () => browserStreamAdapter(), streamAdapterFor: () => browserStreamAdapter() },
    headers: { pageOrigin: () => origin, cookie: () => undefined, markHeaders: 'all' },
    handlers: quietHandlers(),
    session: memorySessionStore(),
    warn: () => undefined,
  })

it('runs where fetch hands back a readable body', () => {
  assert.equal(fetchStreams(), true)
})

it('reads the first part before the server has finished writing', async () => {
  const parts: string[] = []
  const decoder = new TextDecoder()
  await client().stream({ url: '/stream' }, (chunk) => {
    parts.push(decoder.decode(chunk, { stream: true }))
    if (parts.length === 1) {
      const res = open.shift()
      res?.write('都"}\n\n')
      res?.end()
    }
  })
  assert.ok(parts.length >= 2, `${parts.length} parts`)
  assert.equal(parts.join(''), 'id: 1:1\ndata: {"a":"成都"}\n\n')
})

it('ends a stream that is still open when the signal aborts', async () => {
  const controller = new AbortController()
  const done = client().stream({ url: '/stream', signal: controller.signal }, () => controller.abort())
  await assert.rejects(done, (e: unknown) => e instanceof ClientError && e.code === 'ECONNABORTED')
})

it('reads the error envelope of a 429 from the stream body', async () => {
  await assert.rejects(
    client().stream({ url: '/busy' }, () => 0),
    (e: unknown) => e instanceof ServerError && e.status === 429 && e.code === 42900 && e.retryAfter === 5,
  )
})
