/**
 * Issue 17: the assistant page in the real WeChat bundle (dist/weapp), run in Node against stubbed
 * WeChat globals (lib/mini-harness.mjs). A suggestion sends its question; the answer arrives through
 * the stubbed chunked request (enableChunked + onChunkReceived) one chunk at a time, split at byte
 * offsets that cut a Chinese character in two, and the page shows the text growing and then its card.
 */
import assert from 'node:assert/strict'
import { describe, test } from 'node:test'
import { builtDir } from './lib/built.mjs'
import { createWeappHarness } from './lib/mini-harness.mjs'

const USER = { id: 9, nickname: '旅行者0009' }
const PARTS = [
  { type: 'start', conversationId: 7, questionId: 40, messageId: 41, provider: 'embedded' },
  { type: 'text-delta', delta: '第一天：宽窄巷子，' },
  { type: 'text-delta', delta: '第二天：锦里。' },
  { type: 'card', card: { type: 'place', id: 2, title: '雷门', image: '' } },
  { type: 'finish', messageId: 41, status: 'done' },
]
const STREAM = PARTS.map((part, i) => `id: 41:${i + 1}\ndata: ${JSON.stringify(part)}\n\n`).join('')
const BYTES = new TextEncoder().encode(STREAM)

/** Cuts the stream into `count` pieces at byte offsets, so some cut a character's UTF-8 bytes. */
function chunksOf(count) {
  const size = Math.ceil(BYTES.length / count)
  const out = []
  for (let at = 0; at < BYTES.length; at += size) out.push(BYTES.slice(at, at + size))
  return out
}
const CHUNKS = chunksOf(6)

const envelope = (data) => ({
  statusCode: 200,
  data: JSON.stringify({ code: 0, msg: 'ok', success: true, data }),
})
const sent = []
let historyAnswered = false
function respond(options) {
  const { pathname } = new URL(options.url)
  if (pathname.endsWith('/conversation/history')) {
    historyAnswered = true
    return envelope({ list: [], total: 0, page: 1, pageSize: 20 })
  }
  if (pathname.endsWith('/ai_chat/send')) {
    sent.push(options)
    return {
      statusCode: 200,
      header: { 'content-type': 'text/event-stream; charset=utf-8', 'x-chat-stream': 'v1' },
      chunks: CHUNKS,
      chunkDelayMs: 60,
    }
  }
  return {
    statusCode: 404,
    data: JSON.stringify({ code: 40400, msg: 'not found', success: false, data: null }),
  }
}

/** The element with the tap handler whose subtree reads `text` and whose class has `cls`. */
function find(node, cls, text) {
  if (!node || typeof node !== 'object') return null
  if (typeof node.cl === 'string' && node.cl.includes(cls) && JSON.stringify(node).includes(text)) return node
  for (const child of node.cn ?? []) {
    const hit = find(child, cls, text)
    if (hit) return hit
  }
  return null
}

describe('the assistant page in the WeChat bundle', () => {
  test('a suggestion sends its question and the answer grows chunk by chunk, then shows its card', async () => {
    const harness = createWeappHarness(builtDir('weapp'), { respond })
    // A signed-in traveller, as an earlier sign-in on this phone left them (services/auth/token-store.ts).
    harness.wx.setStorageSync('auth-token', 'session-9')
    harness.wx.setStorageSync('auth-user', JSON.stringify(USER))
    harness.launch({ path: 'pages/ai/chat/index', query: {} })
    const page = await harness.openPage('pages/ai/chat/index')
    // The chip of the opened conversation: while the last conversation is being opened the page shows
    // its loading state, and the bundle's view (updated by setData, later than React's tree) can still
    // show chips that are gone: a tap on one goes nowhere. So the history is answered and the page
    // settled first.
    let chip = null
    for (let i = 0; i < 150 && !chip; i++) {
      const answered = historyAnswered
      await page.settle()
      chip = answered ? find(page.root, 'assistant-chip', '成都三天怎么玩') : null
    }
    assert.ok(chip, page.texts().join(' | '))
    await page.tap(chip)

    // Sample the page while the chunks arrive: the answer's text must be seen at more than one length.
    const seen = []
    for (let i = 0; i < 200; i++) {
      const all = page.texts().join('')
      const at = all.indexOf('第一天')
      const answer = at === -1 ? '' : all.slice(at, all.indexOf('。', at) + 1 || undefined)
      if (answer && seen[seen.length - 1] !== answer) seen.push(answer)
      if (all.includes('雷门')) break
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    assert.equal(sent.length, 1)
    assert.equal(sent[0].enableChunked, true, 'asked as a chunked request')
    const body = typeof sent[0].data === 'string' ? JSON.parse(sent[0].data) : sent[0].data
    assert.deepEqual(body, { content: '成都三天怎么玩', lang: 'zh-CN' })
    assert.ok(seen.length > 1, `the text grew in steps: ${JSON.stringify(seen)}`)
    assert.ok(seen[seen.length - 1].includes('第一天：宽窄巷子，第二天：锦里。'), JSON.stringify(seen))
    assert.ok(
      page.texts().some((t) => t.includes('雷门')),
      page.texts().join(' | '),
    )
    // No replacement characters: the characters cut between chunks were put back together.
    assert.doesNotMatch(page.texts().join(''), /\uFFFD/)
  })
})
