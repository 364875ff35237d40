// Runs the server's tests with Node's test runner through tsx. Node 20 does not expand globs
// given to --test, so we find server/**/__tests__/*.test.ts ourselves.
// Usage: node server/run-tests.mjs [name-filter]
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const serverDir = path.dirname(fileURLToPath(import.meta.url))
const filter = process.argv[2]

function find(dir, out = []) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) find(full, out)
    else if (entry.name.endsWith('.test.ts') && path.basename(dir) === '__tests__') out.push(full)
  }
  return out
}

const files = find(serverDir)
  .filter((f) => !filter || f.includes(filter))
  .sort()
if (files.length === 0) {
  console.error('no server test files found')
  process.exit(1)
}
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', ...files], {
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'test' },
})
process.exit(result.status ?? 1)
