// package.json's `sideEffects` lets webpack drop a module none of whose exports are used (docs/
// performance.md, "Unused barrel modules"). A module imported only for what it does on import
// (`import '@/i18n/locales/parts/map'`) must be listed there, or the build drops it silently: the
// strings would be missing at run time, not at build time. This finds every such import in src.
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(__dirname, '../..')
const SRC = path.join(ROOT, 'src')
const patterns: string[] = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')).sideEffects

/** The list's patterns use only `*` (any characters but a slash), as webpack reads them. */
const globRegExp = (glob: string) =>
  new RegExp(`^${glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`)

/** webpack's reading: a pattern without a slash matches the file name, one with a slash the path. */
const matchers = patterns.map((p) => {
  const re = globRegExp(p.replace(/^\.\//, ''))
  return p.includes('/') ? (rel: string) => re.test(rel) : (rel: string) => re.test(path.basename(rel))
})
const listed = (rel: string) => matchers.some((m) => m(rel))

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (entry.name !== '__tests__') sources(full, out)
    } else if (/\.tsx?$/.test(entry.name)) out.push(full)
  }
  return out
}

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : path.resolve(path.dirname(from), spec)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  return null
}

/** Every `import '…'` of our own code (not a stylesheet) in src, as [importer, imported], relative. */
const effectImports = sources(SRC).flatMap((file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/^import ['"]([^'"]+)['"]/gm)]
    .map((m) => m[1])
    .filter((spec) => (spec.startsWith('@/') || spec.startsWith('.')) && !/\.s?css$/.test(spec))
    .map((spec) => {
      const target = resolve(file, spec)
      return [path.relative(ROOT, file), target ? path.relative(ROOT, target) : `unresolved ${spec}`]
    }),
)

/** A module with no code that runs (a type augmentation such as `declare module 'axios'`): nothing to drop. */
function typesOnly(rel: string): boolean {
  const text = fs.readFileSync(path.join(ROOT, rel), 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '')
  return !/^(export\s+)?(default\s+)?(const|let|var|function|class|async|[\w$.]+\()/m.test(text)
}

describe('modules imported for what they do on import', () => {
  it('finds some (the i18n parts at least), so the check below is not empty', () => {
    expect(effectImports.length).toBeGreaterThan(10)
  })

  it('are all listed in package.json sideEffects, or the build drops them', () => {
    const missing = effectImports.filter(([, target]) => !listed(target) && !typesOnly(target))
    expect(missing).toEqual([])
  })

  it('keeps stylesheets and the i18n parts, and not ordinary modules', () => {
    expect(listed('src/components/button/button.css')).toBe(true)
    expect(listed('src/i18n/locales/parts/map.ts')).toBe(true)
    expect(listed('src/components/map-canvas/index.ts')).toBe(false)
    expect(typesOnly('src/services/http/axios-augment.ts')).toBe(true)
    expect(typesOnly('src/i18n/locales/parts/map.ts')).toBe(false)
  })
})
