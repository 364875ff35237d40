// Issue 11, defect 2: the rate limit counts the peer, not what X-Forwarded-For claims, unless the peer is
// a configured proxy.
import { test, describe } from 'node:test'
import assert from 'node:assert/strict'
import { testApp } from './helpers'

const LIMIT = 5

async function statuses(app: ReturnType<typeof testApp>, forwardedFor: (i: number) => string) {
  const out: number[] = []
  for (let i = 0; i <= LIMIT; i++) {
    const r = await app.inject({
      url: '/api/v1/poi/feedback-scene',
      remoteAddress: '10.9.8.7',
      headers: { 'x-forwarded-for': forwardedFor(i) },
    })
    out.push(r.statusCode)
  }
  return out
}

describe('the rate limit behind X-Forwarded-For', () => {
  test('a client that names a new X-Forwarded-For address on every request still gets 429', async () => {
    const app = testApp({ rateLimit: LIMIT })
    try {
      const codes = await statuses(app, (i) => `203.0.113.${i + 1}`)
      assert.deepEqual(codes, [...Array(LIMIT).fill(200), 429])
    } finally {
      await app.close()
    }
  })

  test('X-Forwarded-For is honoured when the peer is a configured proxy', async () => {
    const app = testApp({ rateLimit: LIMIT, trustProxy: ['10.9.8.0/24'] })
    try {
      const many = await statuses(app, (i) => `203.0.113.${i + 1}`)
      assert.deepEqual(many, Array(LIMIT + 1).fill(200))
      const one = await statuses(app, () => '198.51.100.7')
      assert.deepEqual(one, [...Array(LIMIT).fill(200), 429])
    } finally {
      await app.close()
    }
  })
})
