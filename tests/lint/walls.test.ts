// Each wall of docs/architecture.md (issue 11), proved by lint: a fixture that breaks it must fail with
// the wall's own rule, and the import the wall allows must pass. The fixtures are source text linted as
// if it stood at a path inside the zone (nothing is written there), except the import cycle, which
// needs real files (tests/lint/fixtures, ignored by `npm run lint`), and the feature added on the fly,
// which needs a real folder under src/features for the zone list to pick up. ESLint runs in a child
// process (lint-cases.js), so it loads as plain Node modules whatever jest's environment.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

interface LintCase {
  id: string
  filePath: string
  code?: string
}
type Fired = Record<string, Array<{ ruleId: string | null; message: string }>>

const ROOT = path.resolve(__dirname, '../..')
const NEW_FEATURE = `zz-lint-probe-${process.pid}`
const NEW_FEATURE_DIR = path.join(ROOT, 'src/features', NEW_FEATURE)

const ZONE = 'import/no-restricted-paths'
const TARO = '@typescript-eslint/no-restricted-imports'

/** One line of code that uses what it imports, so only the walls can object. */
const use = (imports: string, name: string) => `${imports}\n\nexport const probe = ${name}\n`

const CASES: LintCase[] = [
  // Features
  {
    id: 'cross-feature',
    filePath: 'src/features/journey/components/probe.tsx',
    code: use("import { PlaceSheet } from '@/features/place'", 'PlaceSheet'),
  },
  {
    id: 'own-feature',
    filePath: 'src/features/journey/components/probe.tsx',
    code: use("import { useJourney } from '../hooks/use-journey'", 'useJourney'),
  },
  {
    id: 'feature-to-page',
    filePath: 'src/features/journey/probe.ts',
    code: use("import AboutPage from '@/pages/about'", 'AboutPage'),
  },
  {
    id: 'feature-to-services',
    filePath: 'src/features/journey/probe.ts',
    code: use("import { getTravelApi } from '@/services/site-client'", 'getTravelApi'),
  },
  // Layers below features
  {
    id: 'component-to-feature',
    filePath: 'src/components/button/probe.ts',
    code: use("import { PlaceSheet } from '@/features/place'", 'PlaceSheet'),
  },
  {
    id: 'service-to-feature',
    filePath: 'src/services/router/probe.ts',
    code: use("import { useJourney } from '@/features/journey'", 'useJourney'),
  },
  {
    id: 'store-to-page',
    filePath: 'src/stores/probe.ts',
    code: use("import AboutPage from '@/pages/about'", 'AboutPage'),
  },
  {
    id: 'i18n-to-platform',
    filePath: 'src/i18n/probe.ts',
    code: use("import { getPlatform } from '@/platform'", 'getPlatform'),
  },
  {
    id: 'catalogue-to-part',
    filePath: 'src/i18n/locales/zh-CN.ts',
    code: "import type { journeyZh } from './parts/journey'\n\nexport type Probe = keyof typeof journeyZh\n",
  },
  {
    id: 'platform-to-services',
    filePath: 'src/platform/web/probe.ts',
    code: use("import { getTravelApi } from '@/services/site-client'", 'getTravelApi'),
  },
  {
    id: 'platform-to-i18n',
    filePath: 'src/platform/web/probe.ts',
    code: use("import { t } from '@/i18n'", 't'),
  },
  {
    id: 'platform-to-own-types',
    filePath: 'src/platform/web/probe.ts',
    code: use("import { getPlatform } from '@/platform'", 'getPlatform'),
  },
  // The server and what it shares with the site
  {
    id: 'server-to-src',
    filePath: 'server/lib/probe.ts',
    code: use("import { matchRoute } from '../../src/services/router'", 'matchRoute'),
  },
  {
    id: 'server-to-shared',
    filePath: 'server/lib/probe.ts',
    code: use("import { matchRoute } from '../../types/routes/match-route'", 'matchRoute'),
  },
  {
    id: 'site-to-server',
    filePath: 'src/services/http/probe.ts',
    code: use("import { buildApp } from '../../../server/app'", 'buildApp'),
  },
  {
    id: 'types-to-src',
    filePath: 'types/routes/probe.ts',
    code: use("import { t } from '../../src/i18n'", 't'),
  },
  // Only the platform layer touches the platform
  {
    id: 'taro-api-outside-platform',
    filePath: 'src/features/journey/probe.ts',
    code: use("import { setStorageSync } from '@tarojs/taro'", 'setStorageSync'),
  },
  {
    id: 'taro-object-outside-platform',
    filePath: 'src/services/router/probe.ts',
    code: use("import Taro from '@tarojs/taro'", 'Taro'),
  },
  {
    id: 'taro-hook-outside-platform',
    filePath: 'src/features/journey/probe.ts',
    code: use("import { useDidShow } from '@tarojs/taro'", 'useDidShow'),
  },
  {
    id: 'taro-type-outside-platform',
    filePath: 'src/features/journey/probe.ts',
    code: "import type { TaroStatic } from '@tarojs/taro'\n\nexport type Probe = TaroStatic\n",
  },
  {
    id: 'taro-api-in-platform',
    filePath: 'src/platform/mini/probe.ts',
    code: use("import { setStorageSync } from '@tarojs/taro'", 'setStorageSync'),
  },
  {
    id: 'vendor-global',
    filePath: 'src/features/journey/probe.ts',
    code: 'export const probe = () => wx.getSystemInfoSync()\n',
  },
  {
    id: 'bridge-global',
    filePath: 'src/components/button/probe.ts',
    code: 'export const probe = () => window.tripBridge\n',
  },
  // No import cycle (real files: the cycle check walks the files on disk)
  { id: 'cycle', filePath: 'tests/lint/fixtures/cycle/a.ts' },
  { id: 'no-cycle', filePath: 'tests/lint/fixtures/no-cycle/a.ts' },
  // A feature that appears today is walled off today
  {
    id: 'new-feature-imports-feature',
    filePath: `src/features/${NEW_FEATURE}/probe.ts`,
    code: use("import { PlaceSheet } from '@/features/place'", 'PlaceSheet'),
  },
  {
    id: 'feature-imports-new-feature',
    filePath: 'src/features/place/probe.ts',
    code: use(`import { probeValue } from '@/features/${NEW_FEATURE}'`, 'probeValue'),
  },
]

let fired: Fired

beforeAll(() => {
  fs.mkdirSync(NEW_FEATURE_DIR)
  try {
    fs.writeFileSync(path.join(NEW_FEATURE_DIR, 'index.ts'), 'export const probeValue = 1\n')
    const out = execFileSync(process.execPath, [path.join(__dirname, 'lint-cases.js')], {
      cwd: ROOT,
      input: JSON.stringify(CASES),
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    })
    fired = JSON.parse(out) as Fired
  } finally {
    fs.rmSync(NEW_FEATURE_DIR, { recursive: true, force: true })
  }
}, 120_000)

const rules = (id: string) => fired[id].map((m) => m.ruleId)

describe('the walls of docs/architecture.md', () => {
  it.each([
    ['a feature importing another feature fails lint', 'cross-feature', ZONE],
    ['a feature importing a page fails lint', 'feature-to-page', ZONE],
    ['a component importing a feature fails lint', 'component-to-feature', ZONE],
    ['a service importing a feature fails lint', 'service-to-feature', ZONE],
    ['a store importing a page fails lint', 'store-to-page', ZONE],
    ['i18n importing the platform fails lint', 'i18n-to-platform', ZONE],
    ['the i18n catalogue importing a part back, even a type, fails lint', 'catalogue-to-part', ZONE],
    ['the platform importing a service fails lint', 'platform-to-services', ZONE],
    ['the platform importing i18n fails lint', 'platform-to-i18n', ZONE],
    ['the server importing the site fails lint', 'server-to-src', ZONE],
    ['the site importing the server fails lint', 'site-to-server', ZONE],
    ['types/ importing the site fails lint', 'types-to-src', ZONE],
    ['a Taro API imported by name outside src/platform fails lint', 'taro-api-outside-platform', TARO],
    ['the Taro object imported outside src/platform fails lint', 'taro-object-outside-platform', TARO],
    ['a mini-program global outside src/platform fails lint', 'vendor-global', 'no-restricted-globals'],
    ['a bridge global outside src/platform fails lint', 'bridge-global', 'no-restricted-properties'],
    ['a two-file import cycle fails lint', 'cycle', 'import/no-cycle'],
    ['a feature added today importing another feature fails lint', 'new-feature-imports-feature', ZONE],
    ['a feature importing a feature added today fails lint', 'feature-imports-new-feature', ZONE],
  ])('%s', (_name, id, rule) => {
    expect(rules(id)).toContain(rule)
  })

  it.each([
    ['a feature importing its own files passes lint', 'own-feature'],
    ['a feature importing a service passes lint', 'feature-to-services'],
    ['the platform importing itself passes lint', 'platform-to-own-types'],
    ['the server importing the shared route matcher in types/ passes lint', 'server-to-shared'],
    ['a Taro lifecycle hook imported outside src/platform passes lint', 'taro-hook-outside-platform'],
    ['a Taro type imported outside src/platform passes lint', 'taro-type-outside-platform'],
    ['a Taro API imported inside src/platform passes lint', 'taro-api-in-platform'],
    ['two files importing one way pass lint', 'no-cycle'],
  ])('%s', (_name, id) => {
    expect(fired[id]).toEqual([])
  })

  it('finds no import cycle in src, server and types, type imports included', () => {
    // import/no-cycle skips `import type`; this walks every import (tests/lint/import-cycles.js).
    const out = execFileSync(process.execPath, [path.join(__dirname, 'import-cycles.js')], {
      cwd: ROOT,
      encoding: 'utf8',
    })
    expect(JSON.parse(out)).toEqual([])
  }, 60_000)

  it('leaves no probe feature behind', () => {
    expect(fs.existsSync(NEW_FEATURE_DIR)).toBe(false)
  })
})
