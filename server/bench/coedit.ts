// npm run bench:coedit (issue 19): 50 co-editors on one journey, each making an edit a second for 30 s
// (BENCH_SECONDS, BENCH_CLIENTS), against the server in its own process (bench/coedit-server.ts) on a
// temporary SQLite file. Latency is from an edit's send to its receipt by other clients (five of them
// watch everyone's edits; same clock, one machine). Prints p50/p99 latency and the server's heap and
// RSS before, at peak and after the clients left. Not part of npm test.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import readline from 'node:readline'
import * as Y from 'yjs'
import { CoeditClient, parts, ticketUrl } from '../__tests__/coedit-fixtures'

const SECONDS = Number(process.env.BENCH_SECONDS || 30)
const CLIENTS = Number(process.env.BENCH_CLIENTS || 50)
const WATCHERS = 5
const JOURNEY = 1

interface Memory {
  heapUsed: number
  rss: number
  rooms: number
  /** The longest the server's event loop was held up in the second before this line. */
  loopMaxMs: number
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function main() {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', path.join(__dirname, 'coedit-server.ts')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_ENV: 'development' },
    },
  )
  // Where the latency tail comes from: the server's event loop held up (its saves) or this process's
  // (the 50 clients apply every other client's update here, beside the timing).
  const serverLoopMaxima: number[] = []
  let measuringLoops = false
  const clientLoop = monitorEventLoopDelay({ resolution: 5 })
  let latest: Memory | null = null
  let peak: Memory | null = null
  const port = await new Promise<number>((resolve) => {
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      const msg = JSON.parse(line) as Partial<Memory> & { port?: number }
      if (msg.port) resolve(msg.port)
      else {
        latest = msg as Memory
        if (!peak || latest.rss > peak.rss) peak = latest
        if (measuringLoops) serverLoopMaxima.push(latest.loopMaxMs)
      }
    })
  })
  const base = `http://127.0.0.1:${port}`
  await sleep(1500)
  const idle = latest as Memory | null
  const sids: string[] = []
  for (const id of [1, 2]) {
    const res = await fetch(`${base}/api/v1/auth/app_login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userToken: `demo-app-token-${id}` }),
    })
    sids.push(((await res.json()) as { data: { sessionId: string } }).data.sessionId)
  }

  console.log(
    `bench:coedit: ${CLIENTS} clients on journey ${JOURNEY}, an edit a second each for ${SECONDS} s`,
  )
  const clients: CoeditClient[] = []
  for (let i = 0; i < CLIENTS; i++) {
    const c = new CoeditClient()
    await c.connect(await ticketUrl(base, JOURNEY, sids[i % 2]))
    await c.until('the first sync', () => c.synced, 20_000)
    clients.push(c)
  }
  // Each client edits its own note item; watchers time every other client's edits.
  for (const [i, c] of clients.entries())
    c.doc.transact(() => {
      const m = new Y.Map<unknown>()
      m.set('kind', 'note')
      m.set('note', 'start')
      parts(c.doc).items.set(`bench-${i}`, m)
      ;(parts(c.doc).days.get(0).get('items') as Y.Array<string>).push([`bench-${i}`])
    })
  await sleep(2000)
  const latencies: number[] = []
  let measuring = true
  measuringLoops = true
  clientLoop.enable()
  for (const w of clients.slice(0, WATCHERS)) {
    parts(w.doc).items.observeDeep((events, tr) => {
      if (tr.local || !measuring) return
      const now = performance.now()
      for (const e of events) {
        const note = e.target instanceof Y.Map ? e.target.get('note') : undefined
        if (
          typeof note === 'string' &&
          note.startsWith('t=') &&
          e instanceof Y.YMapEvent &&
          e.keysChanged.has('note')
        )
          latencies.push(now - Number(note.slice(2).split('/')[0]))
      }
    })
  }
  const timers = clients.map((c, i) => {
    let n = 0
    const edit = () => {
      n++
      parts(c.doc).items.get(`bench-${i}`)?.set('note', `t=${performance.now()}/${n}`)
    }
    const start = setTimeout(
      () => {
        edit()
        timers[i].interval = setInterval(edit, 1000)
      },
      (i * 1000) / CLIENTS,
    )
    return { start, interval: undefined as NodeJS.Timeout | undefined }
  })
  await sleep(SECONDS * 1000)
  for (const t of timers) {
    clearTimeout(t.start)
    clearInterval(t.interval)
  }
  await sleep(1500)
  measuring = false
  measuringLoops = false
  clientLoop.disable()
  const atPeak = peak as Memory | null
  const refused = clients.reduce((s, c) => s + c.errors.length, 0)
  for (const c of clients) await c.disconnect()
  for (const c of clients) c.destroy()
  await sleep(3000)
  child.kill('SIGUSR2')
  await sleep(500)
  const after = latest as Memory | null

  latencies.sort((a, b) => a - b)
  const expected = WATCHERS * (CLIENTS - 1) * SECONDS
  console.log(
    `latency (send to receipt by another client): p50 ${pct(latencies, 50).toFixed(1)} ms, p99 ${pct(latencies, 99).toFixed(1)} ms, ` +
      `max ${latencies.at(-1)!.toFixed(1)} ms over ${latencies.length} receipts (about ${expected} expected); ${refused} refusals`,
  )
  serverLoopMaxima.sort((a, b) => a - b)
  console.log(
    `event loop held up: server, worst second ${serverLoopMaxima.at(-1)?.toFixed(1)} ms, median second ` +
      `${pct(serverLoopMaxima, 50)?.toFixed(1)} ms; clients' process p99 ${(clientLoop.percentile(99) / 1e6).toFixed(1)} ms, ` +
      `max ${(clientLoop.max / 1e6).toFixed(1)} ms`,
  )
  if (idle && atPeak && after)
    console.log(
      `server memory: before the clients heap ${mb(idle.heapUsed)} RSS ${mb(idle.rss)}; ` +
        `peak RSS ${mb(atPeak.rss)} (heap ${mb(atPeak.heapUsed)}); after they left (collected) heap ${mb(after.heapUsed)} RSS ${mb(after.rss)}, rooms ${after.rooms}`,
    )
  child.kill('SIGTERM')
}

void main().catch((err) => {
  console.error(err)
  process.exit(1)
})
