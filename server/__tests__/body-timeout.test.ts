// Issue 11, defect 10: a request body sent a byte at a time cannot hold a socket past the deadline.
import { test, describe, before, after } from 'node:test'
import assert from 'node:assert/strict'
import net from 'node:net'
import type { AddressInfo } from 'node:net'
import { testApp } from './helpers'

const DEADLINE_MS = 1500

describe('the whole-request deadline', () => {
  const app = testApp({ requestTimeoutMs: DEADLINE_MS })
  let port = 0
  before(async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as AddressInfo).port
  })
  after(() => app.close())

  test('a body that trickles in a byte at a time is answered 408 in the standard shape near the deadline', async () => {
    const started = Date.now()
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    socket.on('data', (chunk) => (answer += String(chunk)))
    socket.write(
      'POST /api/v1/auth/send_code HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    )
    const drip = setInterval(() => socket.writable && socket.write(' '), 200)
    const closedAfter = await new Promise<number>((resolve) => {
      socket.on('close', () => resolve(Date.now() - started))
      socket.on('error', () => undefined)
    })
    clearInterval(drip)
    assert.ok(closedAfter >= DEADLINE_MS - 100, `closed after ${closedAfter} ms, before the deadline`)
    assert.ok(closedAfter < DEADLINE_MS + 1500, `closed after ${closedAfter} ms`)
    assert.match(answer, /^HTTP\/1\.1 408 /)
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4))
    assert.deepEqual(body, {
      code: 40800,
      msg: 'the request took too long to arrive',
      success: false,
      data: null,
    })
  })

  test('a request that arrives in time is served as usual', async () => {
    const r = await fetch(`http://127.0.0.1:${port}/api/v1/poi/feedback-scene`)
    assert.equal(r.status, 200)
  })
})
