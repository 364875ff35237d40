/**
 * A mini-program's code packages as the vendors measure them: raw bytes of the files as built (no
 * compression), the main package being everything under dist/<target> that is not inside a subpackage
 * root. The devtools' own project files (project.config.json, mini.project.json, project.swan.json,
 * project.private.config.json) are tooling and are not uploaded. LICENSE.txt files are counted, although
 * a vendor may leave them out: the figure errs on the large side.
 */
import fs from 'node:fs'
import path from 'node:path'

const NOT_UPLOADED = new Set([
  'project.config.json',
  'project.private.config.json',
  'mini.project.json',
  'project.swan.json',
])

function* walk(dir, base = dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(full, base)
    else yield path.relative(base, full).split(path.sep).join('/')
  }
}

/** `{ main: { bytes, files }, subPackages: [{ root, name, bytes, files }] }` for a built dist/<target>. */
export function measureMiniPackages(weappDir) {
  const appConfig = JSON.parse(fs.readFileSync(path.join(weappDir, 'app.json'), 'utf8'))
  const subPackages = (appConfig.subPackages ?? appConfig.subpackages ?? []).map(({ root, name }) => ({
    root: root.replace(/\/$/, ''),
    name: name ?? root,
    bytes: 0,
    files: 0,
  }))
  const main = { bytes: 0, files: 0 }
  for (const file of walk(weappDir)) {
    if (NOT_UPLOADED.has(file)) continue
    const bytes = fs.statSync(path.join(weappDir, file)).size
    const owner = subPackages.find((sub) => file.startsWith(`${sub.root}/`)) ?? main
    owner.bytes += bytes
    owner.files += 1
  }
  return { main, subPackages }
}
