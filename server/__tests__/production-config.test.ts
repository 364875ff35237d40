// Issue 11, defect 1: demo accounts and demo secrets exist only in development and tests.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test, describe } from 'node:test'
import assert from 'node:assert/strict'
import { sql } from 'kysely'
import { resolveConfig, ConfigError } from '../config'
import { testApp, call, ON_POSTGRES, PRODUCTION_SETTINGS as PRODUCTION } from './helpers'

function withoutEnv<T>(names: string[], run: () => T): T {
  const saved = names.map((n) => [n, process.env[n]] as const)
  for (const n of names) delete process.env[n]
  try {
    return run()
  } finally {
    for (const [n, v] of saved) if (v !== undefined) process.env[n] = v
  }
}

describe('production settings', () => {
  test('a production start with the default FE_API salt is refused, naming FE_API_SALT', () => {
    withoutEnv(['FE_API_SALT'], () => {
      assert.throws(
        () => resolveConfig({ env: 'production' }),
        (err: unknown) =>
          err instanceof ConfigError && err.setting === 'FE_API_SALT' && /FE_API_SALT/.test(err.message),
      )
      assert.throws(() => testApp({ env: 'production' }), /FE_API_SALT/)
      assert.throws(
        () => resolveConfig({ env: 'production', feApiSalt: 'trip-companion-fe-api-v1' }),
        /FE_API_SALT/,
      )
    })
  })

  test('a nonsense number setting is refused, naming the variable', () => {
    process.env.TELEMETRY_RETENTION_DAYS = 'soon'
    try {
      assert.throws(() => resolveConfig({ env: 'test' }), /TELEMETRY_RETENTION_DAYS/)
    } finally {
      delete process.env.TELEMETRY_RETENTION_DAYS
    }
  })

  test('the per-client budgets are on outside tests and off in them unless set', () => {
    const dev = resolveConfig({ env: 'development' })
    assert.equal(dev.telemetry.ratePerMinute, 120)
    assert.equal(dev.telemetry.maxRowsPerClient, 2000)
    assert.equal(dev.uploads.anonymousPerDay, 20)
    const t = resolveConfig({ env: 'test', telemetry: { ratePerMinute: 3 } })
    assert.equal(t.telemetry.ratePerMinute, 3)
    assert.ok(t.telemetry.maxRowsPerClient > 1e9)
  })

  test('development and tests keep the public defaults', () => {
    withoutEnv(['FE_API_SALT'], () => {
      assert.equal(resolveConfig({ env: 'test' }).feApiSalt, 'trip-companion-fe-api-v1')
      assert.equal(resolveConfig({ env: 'development' }).feApiSalt, 'trip-companion-fe-api-v1')
    })
  })

  test('a production start with its settings given has no demo accounts and no demo app token', async () => {
    const app = testApp(PRODUCTION)
    try {
      await app.ready()
      const users = await sql<{ n: number }>`SELECT count(*) AS n FROM users`.execute(app.db)
      assert.equal(users.rows[0].n, 0)
      const regions = await sql<{ n: number }>`SELECT count(*) AS n FROM regions`.execute(app.db)
      assert.ok(regions.rows[0].n > 0, 'reference data is still seeded')
      const login = await call(app, 'POST', '/api/v1/auth/app_login', {
        body: { userToken: 'demo-app-token-3' },
      })
      assert.equal(login.status, 401)
    } finally {
      await app.close()
    }
  })

  test('a production start on a database seeded in development is refused, naming DB_FILE (DATABASE_URL on PostgreSQL)', async () => {
    const dbFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'trip-prod-')), 'trip.db')
    const dev = testApp({ dbFile })
    await dev.ready()
    await dev.close()
    const prod = testApp({ ...PRODUCTION, dbFile })
    const setting = ON_POSTGRES ? 'DATABASE_URL' : 'DB_FILE'
    await assert.rejects(
      async () => prod.ready(),
      new RegExp(`${setting}: the database holds the demo accounts 1, 2, 3, 4`),
    )
    await prod.close().catch(() => undefined)
  })
})

describe('the SSO demo password', () => {
  const service = 'http://localhost:8080/web/'
  const form = (account: string) => ({
    method: 'POST' as const,
    url: '/sso/login',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ service, account, password: 'trip-demo' }).toString(),
  })

  test('an account made by SMS sign-in cannot sign in on the SSO page with the demo password', async () => {
    const app = testApp()
    try {
      const phone = '13912345678'
      const made = await call(app, 'POST', '/api/v1/auth/login', { body: { phone, code: '000000' } })
      assert.equal(made.body.code, 0)
      const r = await app.inject(form(phone))
      assert.equal(r.statusCode, 401)
      assert.equal(r.headers.location, undefined)
      // The seeded demo accounts still open with it in tests and development.
      assert.equal((await app.inject(form('13800000001'))).statusCode, 302)
    } finally {
      await app.close()
    }
  })

  test('the demo password opens nothing in production, and the page does not advertise it', async () => {
    const app = testApp({ ...PRODUCTION, ssoAllowedOrigins: ['http://localhost:8080'] })
    try {
      await app.ready()
      await sql`INSERT INTO users (id, nickname, avatar, gender, phone, app_user_token, role, uuid, created_at)
        VALUES (1, 'x', '', 0, '13800000001', NULL, 'user', 'u-1', '2025-01-01')`.execute(app.db)
      const r = await app.inject(form('13800000001'))
      assert.equal(r.statusCode, 401)
      const page = await app.inject({ url: `/sso/login?service=${encodeURIComponent(service)}` })
      assert.doesNotMatch(page.body, /trip-demo/)
    } finally {
      await app.close()
    }
  })
})
