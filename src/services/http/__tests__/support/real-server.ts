import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../../../../..')

export interface RealServer {
  origin: string
  stop(): Promise<void>
}

/**
 * Starts the project's API server (buildApp, server/app.ts) in a child process. A child process because
 * the server is ESM with import.meta, which jest's CommonJS transform cannot load; jest's Taro set-up
 * needs jsdom, so a test passes the port of its jsdom origin and axios's own xhr adapter stays same-origin.
 */
export function startRealServer(port = 0): Promise<RealServer> {
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/tsx/dist/cli.mjs'), path.join(__dirname, 'start-server.ts')],
    {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', REAL_SERVER_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  return new Promise((resolve, reject) => {
    let out = ''
    let err = ''
    const timer = setTimeout(() => reject(new Error(`server did not start: ${err}`)), 30_000)
    child.stderr?.on('data', (d: Buffer) => (err += d.toString()))
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${err}`)))
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString()
      const line = out.split('\n').find((l) => l.startsWith('{'))
      if (!line) return
      clearTimeout(timer)
      const { port: actual } = JSON.parse(line) as { port: number }
      resolve({
        origin: `http://127.0.0.1:${actual}`,
        stop: () =>
          new Promise<void>((done) => {
            child.removeAllListeners('exit')
            const force = setTimeout(() => child.kill('SIGKILL'), 3000)
            child.once('exit', () => {
              clearTimeout(force)
              done()
            })
            child.kill('SIGTERM')
          }),
      })
    })
  })
}
