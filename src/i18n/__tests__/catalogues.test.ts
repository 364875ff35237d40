import { readdirSync } from 'node:fs'
import path from 'node:path'
import { ROUTES } from '@types-shared/routes/route-table'
import { zhCN } from '../locales/zh-CN'
import { en } from '../locales/en'

const PARTS_DIR = path.resolve(__dirname, '../locales/parts')

/** The core catalogue and every feature's part, each a pair of the same keys in both languages. */
const catalogues = [
  { name: 'core', zh: zhCN as Record<string, string>, en: en as Record<string, string> },
  ...readdirSync(PARTS_DIR)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => {
      const name = file.replace(/\.ts$/, '')
      // A kebab-case file (image-campaign.ts) exports camelCase names (imageCampaignZh).
      const id = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
      // eslint-disable-next-line @typescript-eslint/no-var-requires
      const part = require(path.join(PARTS_DIR, file)) as Record<string, Record<string, string>>
      return { name, zh: part[`${id}Zh`], en: part[`${id}En`] }
    }),
]

describe.each(catalogues.map((c) => [c.name, c] as const))('the %s strings', (_name, { zh, en: english }) => {
  it('carry exactly the same keys in zh-CN and English', () => {
    expect(Object.keys(english).sort()).toEqual(Object.keys(zh).sort())
  })

  it('have no empty message in either language', () => {
    for (const [key, value] of [...Object.entries(zh), ...Object.entries(english)]) {
      expect({ key, value: value.trim() }).not.toEqual({ key, value: '' })
    }
  })

  it('use the same placeholders in both languages', () => {
    const names = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort()
    for (const key of Object.keys(zh)) {
      expect({ key, names: names(english[key]) }).toEqual({ key, names: names(zh[key]) })
    }
  })
})

describe('all the strings together', () => {
  it('name each key once, so no part silently overrides another', () => {
    const owners = new Map<string, string>()
    const clashes: string[] = []
    for (const c of catalogues) {
      for (const key of Object.keys(c.zh)) {
        const owner = owners.get(key)
        if (owner) clashes.push(`${key}: ${owner} and ${c.name}`)
        else owners.set(key, c.name)
      }
    }
    expect(clashes).toEqual([])
  })

  it('hold a title for every route in both languages, in the core', () => {
    for (const route of ROUTES) {
      expect(zhCN).toHaveProperty([route.titleKey])
      expect(en).toHaveProperty([route.titleKey])
    }
  })
})
