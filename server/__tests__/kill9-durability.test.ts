// Issue 11: a clean database after kill -9 mid-draw, kept as a test. The real server runs as a child
// process on a file database; concurrent draws are cut by SIGKILL; the server restarts on the same file
// and the books still balance: integrity_check ok, stock plus prizes given equal the initial stock, and
// every prize given has its draw and its used chance (nothing half-written).
import { test, describe, after } from 'node:test'
import assert from 'node:assert/strict'
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { REPO_ROOT } from '../config'
import { testApp, loginNew, insertOpenCampaign, SQLITE_ONLY } from './helpers'

const POOL = 98
const USERS = 20
const CHANCES = 15
const IN_FLIGHT = 40

async function prepare(dbFile: string): Promise<string[]> {
  const app = testApp({ dbFile })
  try {
    await app.ready()
    await insertOpenCampaign(app, POOL, 1)
    const prize = (id: number, stock: number) => ({
      id,
      campaign_id: POOL,
      name: `P${id}`,
      image: '',
      kind: 'coupon',
      stock,
      initial_stock: stock,
      weight: 1,
      points_cost: 0,
      description: '',
    })
    await app.db
      .insertInto('prizes')
      .values([prize(981, 150), prize(982, 100)])
      .execute()
    const sids: string[] = []
    for (let i = 0; i < USERS; i++) {
      const u = await loginNew(app, 7000 + i)
      sids.push(u.sid)
      await app.db
        .insertInto('user_campaigns')
        .values({ user_id: u.userId, campaign_id: POOL, chances_earned: CHANCES, chances_used: 0, points: 0 })
        .execute()
    }
    return sids
  } finally {
    await app.close()
  }
}

/** Starts `tsx server/main.ts` on the file and a free port; resolves with its origin once it listens. */
function start(dbFile: string): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('server', 'main.ts')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DB_FILE: dbFile,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    // On a loaded machine the start can miss the deadline: kill the child then, or it outlives the test
    // (it is not in `children` yet) and keeps the test process waiting.
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`server did not start: ${out}`))
    }, 15_000)
    child.stdout!.on('data', (chunk) => {
      out += String(chunk)
      const m = /running at http:\/\/localhost:(\d+)/.exec(out)
      if (m) {
        clearTimeout(timer)
        resolve({ child, origin: `http://127.0.0.1:${m[1]}` })
      }
    })
    child.stderr!.on('data', (chunk) => (out += String(chunk)))
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)))
  })
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode ? resolve() : child.on('exit', () => resolve()),
  )

function drawAs(origin: string, sid: string) {
  return fetch(`${origin}/api/v1/draw_lottery`, {
    method: 'POST',
    headers: { authorization: sid, 'content-type': 'application/json' },
    body: JSON.stringify({ activityId: POOL }),
  }).then(
    (r) => r.status,
    () => 0,
  )
}

describe('kill -9 in the middle of concurrent draws', { skip: SQLITE_ONLY }, () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'trip-kill9-'))
  const dbFile = path.join(dir, 'trip.db')
  const children: ChildProcess[] = []
  after(() => {
    for (const c of children) if (c.exitCode === null && !c.signalCode) c.kill('SIGKILL')
    fs.rmSync(dir, { recursive: true, force: true })
  })

  test('leaves a database whose stock, prizes, draws and chances still add up, and the server restarts on it', async () => {
    const sids = await prepare(dbFile)
    const first = await start(dbFile)
    children.push(first.child)

    // Keep IN_FLIGHT draws going; kill the server once some have been answered, others still running.
    let answered = 0
    let next = 0
    const total = USERS * CHANCES
    const killed = new Promise<void>((resolve) => {
      const launch = () => {
        if (next >= total || first.child.signalCode) return
        const sid = sids[next++ % USERS]
        void drawAs(first.origin, sid).then((status) => {
          if (status === 200) answered++
          if (answered >= 60 && !first.child.signalCode) {
            first.child.kill('SIGKILL')
            resolve()
          }
          launch()
        })
      }
      for (let i = 0; i < IN_FLIGHT; i++) launch()
    })
    await killed
    await exited(first.child)
    assert.equal(first.child.signalCode, 'SIGKILL')
    assert.ok(next - answered > 0, 'some draws were still in flight when the server was killed')

    const second = await start(dbFile)
    children.push(second.child)
    assert.equal(await drawAs(second.origin, sids[0]), 200, 'the restarted server draws')
    second.child.kill('SIGTERM')
    await exited(second.child)

    const db = new Database(dbFile, { readonly: true })
    try {
      assert.equal(db.pragma('integrity_check', { simple: true }), 'ok')
      const stock = db
        .prepare('SELECT SUM(stock) AS left, SUM(initial_stock) AS initial FROM prizes WHERE campaign_id = ?')
        .get(POOL) as { left: number; initial: number }
      const given = db.prepare('SELECT COUNT(*) AS n FROM user_prizes WHERE campaign_id = ?').get(POOL) as {
        n: number
      }
      const draws = db.prepare('SELECT COUNT(*) AS n FROM draws WHERE campaign_id = ?').get(POOL) as {
        n: number
      }
      // Every draw answered 200 was committed before its answer; plus the one after the restart.
      assert.ok(draws.n >= answered + 1, `draws stored ${draws.n}, answered ${answered} + 1`)
      assert.ok(given.n > 0)
      assert.equal(stock.left + given.n, stock.initial, 'stock plus prizes given equal the initial stock')
      const orphans = db
        .prepare(
          `SELECT COUNT(*) AS n FROM user_prizes up
           WHERE up.campaign_id = ? AND NOT EXISTS (
             SELECT 1 FROM draws d WHERE d.user_prize_id = up.id AND d.prize_id = up.prize_id AND d.user_id = up.user_id)`,
        )
        .get(POOL) as { n: number }
      assert.equal(orphans.n, 0, 'every prize given has its draw')
      const chances = db
        .prepare(
          `SELECT COUNT(*) AS n FROM user_campaigns uc
           WHERE uc.campaign_id = ? AND uc.chances_used !=
             (SELECT COUNT(*) FROM draws d WHERE d.user_id = uc.user_id AND d.campaign_id = uc.campaign_id)`,
        )
        .get(POOL) as { n: number }
      assert.equal(chances.n, 0, 'every used chance has its draw')
    } finally {
      db.close()
    }
  })
})
