// npm run bench: requests per second and p99 latency of GET /api/v1/web/journey/detail?id=1
// against a hello-world route of the same server (same plugins, hooks and envelope), in one
// run. Listens on 127.0.0.1 with a random port, runs each for BENCH_SECONDS (default 5), exits.
import autocannon from 'autocannon'
import { buildApp } from '../app'

const SECONDS = Number(process.env.BENCH_SECONDS || 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)

async function measure(base: string, path: string) {
  const r = await autocannon({ url: base + path, connections: CONNECTIONS, duration: SECONDS })
  return {
    path,
    rps: r.requests.average,
    p99: r.latency.p99,
    total: r.requests.total,
    errors: r.errors + r.non2xx,
  }
}

async function main() {
  const app = buildApp({
    dbFile: ':memory:',
    env: 'production',
    logger: false,
    bench: true,
    rateLimit: false,
  })
  await app.listen({ host: '127.0.0.1', port: 0 })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const base = `http://127.0.0.1:${port}`
  console.log(`benchmark: ${CONNECTIONS} connections, ${SECONDS}s per route, ${base}`)
  // A short warm-up so the JIT and SQLite page cache do not count against the first route.
  await autocannon({ url: `${base}/api/v1/web/journey/detail?id=1`, connections: 2, duration: 1 })
  const hello = await measure(base, '/api/v1/__hello')
  const detail = await measure(base, '/api/v1/web/journey/detail?id=1')
  await app.close()
  const row = (m: typeof hello) =>
    `${m.path.padEnd(36)} ${m.rps.toFixed(0).padStart(8)} req/s   p99 ${String(m.p99).padStart(4)} ms   (${m.total} requests, ${m.errors} errors)`
  console.log(row(hello))
  console.log(row(detail))
  console.log(
    `ratio detail/hello: ${(detail.rps / hello.rps).toFixed(3)} of the throughput, ${(detail.p99 / Math.max(hello.p99, 1)).toFixed(1)}x the p99 latency`,
  )
  if (hello.errors || detail.errors) process.exitCode = 1
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
