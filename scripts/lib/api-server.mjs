/**
 * The real API server over a built site, for measures that need a page to draw from real answers
 * (npm run size's prize pages): a child process on a free port of 127.0.0.1, a fresh in-memory
 * database, the site from `siteDir`. Resolves to `{ url, close() }` once /web/ answers.
 */
import { spawn } from 'node:child_process'
import net from 'node:net'
import path from 'node:path'
import { ROOT } from './mini-targets.mjs'

const START_TIMEOUT_MS = 60_000

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

export async function startApiServer(siteDir) {
  const port = await freePort()
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'server/main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        NODE_ENV: 'test',
        DB_FILE: ':memory:',
        SITE_DIR: path.resolve(siteDir),
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)))
  const url = `http://127.0.0.1:${port}`
  const close = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
    })
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the API server exited: ${stderr}`)
    const ready = await fetch(`${url}/web/`).then(
      (r) => r.ok,
      () => false,
    )
    if (ready) return { url, close }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await close()
  throw new Error(`the API server did not answer within ${START_TIMEOUT_MS / 1000} s: ${stderr}`)
}
