// Which provider answers is decided by the environment in one place (issue 17): AI_BASE_URL and
// AI_MODEL select the OpenAI-compatible one, nothing the embedded one; half a setting refuses the start.
import { describe, test } from 'node:test'
import assert from 'node:assert/strict'
import { ConfigError, chatModelOf, resolveConfig } from '../config'
import { selectProvider } from '../services/chat/select-provider'

describe('the provider selection', () => {
  test('no AI_* variables: the embedded assistant', () => {
    const config = resolveConfig({ env: 'test', chat: { model: chatModelOf({}) } })
    assert.equal(selectProvider(config).name, 'embedded')
  })

  test('AI_BASE_URL and AI_MODEL: the OpenAI-compatible provider named after the model, key hidden', () => {
    const model = chatModelOf({
      AI_BASE_URL: 'http://127.0.0.1:9/v1',
      AI_MODEL: 'qwen-plus',
      AI_API_KEY: 'sk-hidden',
    })
    const config = resolveConfig({ env: 'test', chat: { model } })
    assert.equal(selectProvider(config).name, 'qwen-plus')
    assert.equal(config.chat.model?.apiKey, 'sk-hidden')
    assert.ok(!JSON.stringify(config).includes('sk-hidden'))
    assert.ok(!Object.keys(config.chat.model!).includes('apiKey'))
  })

  test('half a setting or a bad address refuses the start, naming the variable', () => {
    assert.throws(
      () => chatModelOf({ AI_MODEL: 'x' }),
      (e: unknown) => e instanceof ConfigError && e.setting === 'AI_BASE_URL',
    )
    assert.throws(
      () => chatModelOf({ AI_BASE_URL: 'http://h/v1' }),
      (e: unknown) => e instanceof ConfigError && e.setting === 'AI_MODEL',
    )
    assert.throws(() => chatModelOf({ AI_BASE_URL: 'ftp://h', AI_MODEL: 'm' }), ConfigError)
  })

  test('the timeouts and the question budget come from the environment, nonsense refused', () => {
    const saved = { ...process.env }
    try {
      Object.assign(process.env, {
        AI_TIMEOUT_MS: '1500',
        AI_TOTAL_TIMEOUT_MS: '9000',
        CHAT_RATE_PER_MINUTE: '3',
      })
      const c = resolveConfig({ env: 'production', feApiSalt: 'x-test-salt' }).chat
      assert.deepEqual([c.timeoutMs, c.totalTimeoutMs, c.ratePerMinute, c.ratePerDay], [1500, 9000, 3, 60])
      process.env.AI_TIMEOUT_MS = 'soon'
      assert.throws(() => resolveConfig({ env: 'test' }), ConfigError)
    } finally {
      for (const k of ['AI_TIMEOUT_MS', 'AI_TOTAL_TIMEOUT_MS', 'CHAT_RATE_PER_MINUTE']) {
        if (saved[k] === undefined) delete process.env[k]
        else process.env[k] = saved[k]
      }
    }
  })
})
