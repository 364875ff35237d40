// The server half of npm run bench:coedit (bench/coedit.ts): the app on a temporary SQLite file with the
// demo data, listening on a free port, in its own process so its memory is its own. Prints one JSON
// line with the port, then one a second with its heap, RSS, the rooms it holds and the longest its event
// loop was held up in that second (the saves' synchronous SQLite writes show there).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { buildApp } from '../app'

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-coedit-'))
  const app = buildApp({
    dbFile: path.join(dir, 'bench.db'),
    env: 'development',
    logger: false,
    rateLimit: false,
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  console.log(JSON.stringify({ port }))
  const delay = monitorEventLoopDelay({ resolution: 5 })
  delay.enable()
  const report = () => {
    const m = process.memoryUsage()
    const loopMaxMs = delay.max / 1e6
    delay.reset()
    console.log(
      JSON.stringify({ heapUsed: m.heapUsed, rss: m.rss, rooms: app.coedit.rooms.size(), loopMaxMs }),
    )
  }
  const timer = setInterval(report, 1000)
  // The bench's "after" figure: garbage collected first, so what is left is what the server still holds.
  process.on('SIGUSR2', () => {
    ;(globalThis as { gc?: () => void }).gc?.()
    report()
  })
  process.on('SIGTERM', () => {
    clearInterval(timer)
    void app.close().then(() => {
      fs.rmSync(dir, { recursive: true, force: true })
      process.exit(0)
    })
  })
}

void main()
