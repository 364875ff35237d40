import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

// A feature's strings exist only once its part file has loaded (src/i18n/translate.ts registerMessages).
// The rule that makes that safe: a source file naming a key of a part imports that part itself.
const SRC = path.resolve(__dirname, '../..')
const PARTS_DIR = path.join(SRC, 'i18n/locales/parts')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory())
      return name === '__tests__' || full === PARTS_DIR ? [] : sourceFiles(full)
    return /\.(ts|tsx)$/.test(name) ? [full] : []
  })
}

const parts = readdirSync(PARTS_DIR)
  .filter((name) => name.endsWith('.ts'))
  .map((file) => {
    const name = file.replace(/\.ts$/, '')
    // A kebab-case file (image-campaign.ts) exports camelCase names (imageCampaignZh).
    const id = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const zh = require(path.join(PARTS_DIR, file))[`${id}Zh`] as Record<string, string>
    return { name, keys: new Set(Object.keys(zh)) }
  })

const literals = (source: string) =>
  new Set(source.match(/(?<=['`])[A-Za-z]+\.[A-Za-z0-9_.]+(?=['`])/g) ?? [])

describe('feature strings', () => {
  it.each(parts.map((part) => [part.name, part] as const))(
    'of the %s part are only used by files that import the part',
    (name, part) => {
      const missing = sourceFiles(SRC).filter((file) => {
        const source = readFileSync(file, 'utf8')
        const uses = [...literals(source)].some((key) => part.keys.has(key))
        return uses && !source.includes(`import '@/i18n/locales/parts/${name}'`)
      })
      expect(missing.map((file) => path.relative(SRC, file))).toEqual([])
    },
  )
})
