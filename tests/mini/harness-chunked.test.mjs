// The harness's streamed request (issue 17), on its own: WeChat delivers scripted chunks one by one
// through onChunkReceived when asked with enableChunked; other vendors and plain requests get them whole.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { installVendorApis } from './lib/vendor-apis.mjs'

const CHUNKS = ['id: 1:1\ndata: {"a":"成', '都"}\n\n', 'id: 1:2\ndata: {}\n\n']

function vendorWith(vendor, answer = { chunks: CHUNKS, header: { 'content-type': 'text/event-stream' } }) {
  const api = {}
  installVendorApis(api, { vendor, calls: [], respond: () => answer, loginCode: 'c' })
  return api
}

function send(api, options) {
  const seen = []
  let task
  const done = new Promise((resolve, reject) => {
    task = api.request({
      url: 'https://x/ai_chat/send',
      method: 'POST',
      ...options,
      success: resolve,
      fail: reject,
    })
  })
  return { task, seen, done }
}

test('WeChat with enableChunked delivers each chunk in its own tick, then success', async () => {
  const api = vendorWith('weapp')
  const { task, seen, done } = send(api, { enableChunked: true, responseType: 'arraybuffer' })
  const headers = []
  task.onHeadersReceived((r) => headers.push(r))
  task.onChunkReceived(({ data }) => {
    assert.ok(data instanceof ArrayBuffer)
    seen.push(new Uint8Array(data))
  })
  assert.equal(seen.length, 0, 'nothing arrives synchronously')
  const res = await done
  assert.equal(res.statusCode, 200)
  assert.equal(headers[0].statusCode, 200)
  assert.equal(seen.length, 3)
  const text = new TextDecoder().decode(Buffer.concat(seen.map((b) => Buffer.from(b))))
  assert.equal(text, CHUNKS.join(''))
})

test('without enableChunked, or in another vendor, the same chunks arrive whole', async () => {
  for (const [vendor, options] of [
    ['weapp', { responseType: 'arraybuffer' }],
    ['tt', { enableChunked: true, responseType: 'arraybuffer' }],
  ]) {
    const api = vendorWith(vendor)
    const { task, done } = send(api, options)
    assert.equal(task.onChunkReceived, undefined)
    const res = await done
    assert.equal(new TextDecoder().decode(res.data), CHUNKS.join(''))
  }
})

test('abort stops the delivery and fails the request', async () => {
  const api = vendorWith('weapp')
  const { task, seen, done } = send(api, { enableChunked: true })
  task.onChunkReceived(({ data }) => {
    seen.push(data)
    task.abort()
  })
  await assert.rejects(done, { errMsg: 'request:fail abort' })
  await new Promise((r) => setTimeout(r, 20))
  assert.equal(seen.length, 1)
})

test('an answer without chunks behaves as before', async () => {
  const api = vendorWith('weapp', { statusCode: 200, data: '{"ok":1}' })
  const { done } = send(api, {})
  const res = await done
  assert.equal(res.data, '{"ok":1}')
  assert.equal(res.header['content-type'], 'application/json')
})
