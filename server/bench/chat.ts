// npm run bench:chat (issue 17, docs/assistant-embedded.md): the embedded assistant's time to first
// token and to the last, median and p95 over 50 questions in both languages. Not part of npm test.
//   provider mode (default): calls the provider as the route does, with a sink that timestamps parts;
//     run at the default pace and at pace 0 (composition and streaming cost alone).
//   --http: POST /api/v1/ai_chat/send over a real socket with a signed-in session and reads the SSE
//     stream (needs the streaming route); times are from the request to the first text-delta event and
//     to the finish event.
// Prints a table and writes test-results/bench/chat.json.
import fs from 'node:fs'
import path from 'node:path'
import { buildApp } from '../app'
import { createEmbeddedProvider, DEFAULT_PACE_MS } from '../services/chat/embedded'
import { BENCH_QUESTIONS, type BenchQuestion, type Timing } from './chat-questions'
import { askOverHttp } from './chat-http'

const OUT = path.join('test-results', 'bench', 'chat.json')
const WARMUP = 3

function stats(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]
  return { median: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] }
}

type App = ReturnType<typeof buildApp>

async function askProvider(app: App, paceMs: number, q: BenchQuestion): Promise<Timing> {
  const provider = createEmbeddedProvider({ paceMs })
  const started = performance.now()
  let first = NaN
  let pieces = 0
  let cards = 0
  await provider.answer(
    app.repos,
    { question: q.question, lang: q.lang, history: q.history ?? [], userId: 1 },
    {
      text: () => {
        if (!pieces++) first = performance.now() - started
      },
      card: () => void cards++,
    },
    new AbortController().signal,
  )
  return { question: q.question, firstMs: first, lastMs: performance.now() - started, pieces, cards }
}

async function run(label: string, ask: (q: BenchQuestion) => Promise<Timing>) {
  for (const q of BENCH_QUESTIONS.slice(0, WARMUP)) await ask(q)
  const timings: Timing[] = []
  for (const q of BENCH_QUESTIONS) timings.push(await ask(q))
  const first = stats(timings.map((t) => t.firstMs))
  const last = stats(timings.map((t) => t.lastMs))
  const pieces = stats(timings.map((t) => t.pieces))
  return { label, questions: timings.length, first, last, piecesMedian: pieces.median, timings }
}

async function main() {
  const http = process.argv.includes('--http')
  const app = buildApp({ dbFile: ':memory:', env: 'test', logger: false, rateLimit: false })
  await app.ready()
  const runs = []
  if (http) {
    runs.push(await run('http (route default)', (q) => askOverHttp(app, q)))
  } else {
    runs.push(
      await run(`provider, pace ${DEFAULT_PACE_MS} ms (default)`, (q) =>
        askProvider(app, DEFAULT_PACE_MS, q),
      ),
    )
    runs.push(await run('provider, pace 0 ms', (q) => askProvider(app, 0, q)))
  }
  await app.close()
  const f = (n: number) => n.toFixed(1).padStart(7)
  console.log(`\nembedded assistant, ${BENCH_QUESTIONS.length} questions (zh-CN and en), ms`)
  console.log(
    `${'mode'.padEnd(34)} ${'first p50'.padStart(9)} ${'first p95'.padStart(9)} ${'last p50'.padStart(9)} ${'last p95'.padStart(9)} ${'pieces p50'.padStart(10)}`,
  )
  for (const r of runs) {
    console.log(
      `${r.label.padEnd(34)} ${f(r.first.median).padStart(9)} ${f(r.first.p95).padStart(9)} ${f(r.last.median).padStart(9)} ${f(r.last.p95).padStart(9)} ${String(r.piecesMedian).padStart(10)}`,
    )
  }
  const slowest = [...runs[0].timings].sort((a, b) => b.firstMs - a.firstMs)[0]
  console.log(`slowest first token: ${slowest.firstMs.toFixed(1)} ms for "${slowest.question}"`)
  fs.mkdirSync(path.dirname(OUT), { recursive: true })
  fs.writeFileSync(
    OUT,
    JSON.stringify({ at: new Date().toISOString(), node: process.version, runs }, null, 2),
  )
  console.log(`written ${OUT}`)
  if (runs.some((r) => r.timings.some((t) => !(t.pieces > 0)))) process.exitCode = 1
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
