// `npm start`: builds the H5 site if it is not built yet, then runs the API server, which serves the site
// under /web beside the API on one port (PORT, default 8080). `npm start -- --rebuild` forces a build.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const siteIndex = path.join(root, 'dist', 'h5', 'index.html')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

if (process.argv.includes('--rebuild') || !fs.existsSync(siteIndex)) {
  console.log('Building the H5 site (dist/h5) ...')
  const build = spawnSync(bin('taro'), ['build', '--type', 'h5'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (build.status !== 0) {
    console.error('The H5 build failed; the server was not started.')
    process.exit(build.status ?? 1)
  }
}

const server = spawn(bin('tsx'), [path.join('server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: process.env.PORT || '8080' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
