// Issue 19: the realtime capability (binary sockets) on each platform. Web: a fake WebSocket global;
// mini: a stubbed Taro.connectSocket whose task answers as the vendors do; and the in-memory fake.
import { createWebRealtime, type WebSocketConstructor } from '../web/realtime'
import { createMiniRealtime, type MiniConnectSocket, type MiniSocketTask } from '../mini/realtime'
import { createFakeRealtime } from '../fake/realtime'
import { isAllowedSocketUrl } from '../socket-url'
import { PlatformError } from '../errors'
import type { RealtimeSocket } from '../types'

const POLICY = { allowedHosts: ['*.trip.example', 'localhost'] }
const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

function record(socket: RealtimeSocket) {
  const seen: Array<[string, unknown]> = []
  socket.on('open', () => seen.push(['open', null]))
  socket.on('message', (data) => seen.push(['message', Array.from(new Uint8Array(data))]))
  socket.on('close', (event) => seen.push(['close', event]))
  socket.on('error', (error) => seen.push(['error', error.code]))
  return seen
}

describe('socket addresses', () => {
  it.each([
    ['wss://api.trip.example/api/v1/coedit/1?ticket=t', false, true],
    ['ws://localhost:3000/api/v1/coedit/1', false, true],
    ['ws://localhost:3000/api/v1/coedit/1', true, false],
    ['wss://evil.example/api/v1/coedit/1', false, false],
    ['https://api.trip.example/api/v1/coedit/1', false, false],
    ['wss://user:pw@api.trip.example/x', false, false],
  ])('%s (wss only: %s) is allowed: %s', (url, secureOnly, allowed) => {
    expect(isAllowedSocketUrl(url, POLICY, { secureOnly })).toBe(allowed)
  })
})

class FakeWebSocket {
  static last: FakeWebSocket | undefined
  binaryType = 'blob'
  readyState = 0
  sent: unknown[] = []
  closedWith: unknown[] | undefined
  onopen: (() => void) | null = null
  onmessage: ((event: { data: unknown }) => void) | null = null
  onerror: (() => void) | null = null
  onclose: ((event: { code: number; reason: string }) => void) | null = null
  constructor(
    readonly url: string,
    readonly protocols?: string[],
  ) {
    FakeWebSocket.last = this
  }
  send(data: unknown) {
    this.sent.push(data)
  }
  close(...args: unknown[]) {
    this.closedWith = args
    this.readyState = 3
  }
  open() {
    this.readyState = 1
    this.onopen?.()
  }
}

describe('web realtime (the browser WebSocket)', () => {
  const adapter = createWebRealtime(POLICY, () => FakeWebSocket as unknown as WebSocketConstructor)

  it('asks for array buffers and hands binary messages on as ArrayBuffer', () => {
    const socket = adapter.connect('wss://api.trip.example/s', { protocols: ['coedit'] })
    const seen = record(socket)
    const ws = FakeWebSocket.last!
    expect(ws.binaryType).toBe('arraybuffer')
    expect(ws.protocols).toEqual(['coedit'])
    ws.open()
    ws.onmessage?.({ data: new Uint8Array([1, 2]).buffer })
    expect(seen).toEqual([
      ['open', null],
      ['message', [1, 2]],
    ])
  })

  it('sends exactly the bytes of a view, and nothing before the socket is open', () => {
    const socket = adapter.connect('wss://api.trip.example/s')
    const ws = FakeWebSocket.last!
    socket.send(new Uint8Array([9]))
    expect(ws.sent).toEqual([])
    ws.open()
    const view = new Uint8Array([0, 1, 2, 3]).subarray(1, 3)
    socket.send(view)
    expect(Array.from(new Uint8Array(ws.sent[0] as ArrayBuffer))).toEqual([1, 2])
  })

  it('reports a text message as an error instead of handing it on', () => {
    const socket = adapter.connect('wss://api.trip.example/s')
    const seen = record(socket)
    FakeWebSocket.last!.open()
    FakeWebSocket.last!.onmessage?.({ data: 'hello' })
    expect(seen).toEqual([
      ['open', null],
      ['error', 'ERR_INVALID_ARGUMENT'],
    ])
  })

  it('reports the close code and reason once, a local close with its own code', () => {
    const socket = adapter.connect('wss://api.trip.example/s')
    const seen = record(socket)
    const ws = FakeWebSocket.last!
    ws.open()
    socket.close(1000, 'bye')
    ws.onclose?.({ code: 1006, reason: '' })
    expect(ws.closedWith).toEqual([1000, 'bye'])
    expect(seen.filter(([kind]) => kind === 'close')).toEqual([['close', { code: 1000, reason: 'bye' }]])
  })

  it('passes the server close code through', () => {
    const socket = adapter.connect('wss://api.trip.example/s')
    const seen = record(socket)
    FakeWebSocket.last!.onerror?.()
    FakeWebSocket.last!.onclose?.({ code: 4401, reason: 'ticket unknown' })
    expect(seen).toEqual([
      ['error', 'ERR_UNKNOWN'],
      ['close', { code: 4401, reason: 'ticket unknown' }],
    ])
  })

  it('refuses an address outside the policy with ERR_URL_NOT_ALLOWED, and says when there is no WebSocket', () => {
    expect(() => adapter.connect('wss://evil.example/s')).toThrow(
      expect.objectContaining({ code: 'ERR_URL_NOT_ALLOWED' }),
    )
    const none = createWebRealtime(POLICY, () => undefined)
    expect(() => none.connect('wss://api.trip.example/s')).toThrow(
      expect.objectContaining({ code: 'ERR_NOT_SUPPORT' }),
    )
  })
})

function vendorTask() {
  const handlers: Record<string, (result?: any) => void> = {}
  const task: MiniSocketTask & { sent: unknown[]; closed: unknown[] } = {
    sent: [],
    closed: [],
    send: (option) => void task.sent.push(option.data),
    close: (option) => void task.closed.push(option),
    onOpen: (cb) => void (handlers.open = cb),
    onMessage: (cb) => void (handlers.message = cb),
    onClose: (cb) => void (handlers.close = cb),
    onError: (cb) => void (handlers.error = cb),
  }
  return { task, handlers }
}

describe('mini realtime (Taro.connectSocket)', () => {
  it('opens a SocketTask with multiple: true and hands binary messages on', async () => {
    const { task, handlers } = vendorTask()
    const calls: unknown[] = []
    const connectSocket: MiniConnectSocket = (options) => {
      calls.push(options)
      return Promise.resolve(task)
    }
    const socket = createMiniRealtime(POLICY, connectSocket).connect('wss://api.trip.example/s')
    const seen = record(socket)
    await tick()
    expect(calls).toEqual([{ url: 'wss://api.trip.example/s', multiple: true }])
    handlers.open()
    handlers.message({ data: new Uint8Array([7, 8]).buffer })
    socket.send(new Uint8Array([5]))
    expect(seen).toEqual([
      ['open', null],
      ['message', [7, 8]],
    ])
    expect(Array.from(new Uint8Array(task.sent[0] as ArrayBuffer))).toEqual([5])
  })

  it("reads Alipay's base64 binary messages", async () => {
    const { task, handlers } = vendorTask()
    const socket = createMiniRealtime(POLICY, () => task).connect('wss://api.trip.example/s')
    const seen = record(socket)
    await tick()
    handlers.open()
    handlers.message({ data: { data: 'AQID', isBuffer: true } })
    expect(seen[1]).toEqual(['message', [1, 2, 3]])
  })

  it('refuses ws:// and hosts outside the policy', () => {
    const adapter = createMiniRealtime(POLICY, () => vendorTask().task)
    expect(() => adapter.connect('ws://api.trip.example/s')).toThrow(PlatformError)
    expect(() => adapter.connect('wss://evil.example/s')).toThrow(
      expect.objectContaining({ code: 'ERR_URL_NOT_ALLOWED' }),
    )
  })

  it('turns a failed connectSocket into a PlatformError and a 1006 close', async () => {
    const socket = createMiniRealtime(POLICY, () =>
      Promise.reject({ errMsg: 'connectSocket:fail url not in domain list' }),
    ).connect('wss://api.trip.example/s')
    const errors: unknown[] = []
    socket.on('error', (error) => errors.push(error))
    const seen = record(socket)
    await tick()
    expect(errors[0]).toBeInstanceOf(PlatformError)
    expect((errors[0] as PlatformError).message).toContain('url not in domain list')
    expect(seen[1]).toEqual(['close', { code: 1006, reason: '' }])
  })

  it('closes with a code WeChat accepts, and a close asked before the task arrives reaches it', async () => {
    const { task } = vendorTask()
    const socket = createMiniRealtime(POLICY, () => Promise.resolve(task)).connect('wss://api.trip.example/s')
    const seen = record(socket)
    socket.close(1001, 'leaving')
    await tick()
    expect(task.closed).toEqual([{ code: 1000, reason: 'leaving' }])
    expect(seen).toEqual([['close', { code: 1001, reason: 'leaving' }]])
  })

  it('reports the server close code, 1006 when the vendor gives none', async () => {
    const { task, handlers } = vendorTask()
    const socket = createMiniRealtime(POLICY, () => task).connect('wss://api.trip.example/s')
    const seen = record(socket)
    await tick()
    handlers.open()
    handlers.error({ errMsg: 'SocketTask:fail' })
    handlers.close({})
    expect(seen).toEqual([
      ['open', null],
      ['error', 'ERR_UNKNOWN'],
      ['close', { code: 1006, reason: '' }],
    ])
  })
})

describe('fake realtime', () => {
  it('lets a test accept, push, see what was sent and close', async () => {
    const realtime = createFakeRealtime()
    const socket = realtime.connect('wss://api.trip.example/s')
    const seen = record(socket)
    await tick()
    const connection = realtime.connections[0]
    connection.accept()
    await tick()
    socket.send(new Uint8Array([1]))
    connection.push(new Uint8Array([2]))
    await tick()
    connection.close(4404, 'journey not found')
    await tick()
    expect(connection.sent.map((b) => Array.from(b))).toEqual([[1]])
    expect(seen).toEqual([
      ['open', null],
      ['message', [2]],
      ['close', { code: 4404, reason: 'journey not found' }],
    ])
  })

  it('going offline drops open connections and fails new ones until back online', async () => {
    const realtime = createFakeRealtime()
    const accepted: string[] = []
    realtime.onConnect((c) => {
      accepted.push(c.url)
      c.accept()
    })
    const first = record(realtime.connect('wss://api.trip.example/a'))
    await tick()
    realtime.setOffline(true)
    const second = record(realtime.connect('wss://api.trip.example/b'))
    await tick()
    expect(first.slice(-2)).toEqual([
      ['error', 'ERR_UNKNOWN'],
      ['close', { code: 1006, reason: '' }],
    ])
    expect(second).toEqual([
      ['error', 'ERR_UNKNOWN'],
      ['close', { code: 1006, reason: '' }],
    ])
    realtime.setOffline(false)
    record(realtime.connect('wss://api.trip.example/c'))
    await tick()
    expect(accepted).toEqual(['wss://api.trip.example/a', 'wss://api.trip.example/c'])
  })
})
