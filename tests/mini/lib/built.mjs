/**
 * What the mini-program tests read: the built output under dist/<target> and, as the expectation, the
 * source route table and zh-CN catalogue (loaded with tsx, so the tests need no build of their own).
 * A missing build fails loudly: these tests check the output, they never build it.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { tsImport } from 'tsx/esm/api'
import { ROOT, appConfigPath, distDir } from '../../../scripts/lib/mini-targets.mjs'

export { MINI_TARGETS, ROOT, distDir } from '../../../scripts/lib/mini-targets.mjs'

const rel = (file) => path.relative(ROOT, file)

/** The target's output folder; fails the calling test if the target has not been built. */
export function builtDir(target) {
  const appJson = appConfigPath(target)
  assert.ok(
    fs.existsSync(appJson),
    `${rel(appJson)} is missing: build the mini-programs first with \`npm run build:mini\` ` +
      `(or \`npm run build:${target}\`); tests/mini check the built output and never build it`,
  )
  return distDir(target)
}

/** The parsed app config of a built target. */
export function readAppConfig(target) {
  const dir = builtDir(target)
  return JSON.parse(fs.readFileSync(path.join(dir, 'app.json'), 'utf8'))
}

export function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

const importSource = (file) => tsImport(path.join(ROOT, file), import.meta.url)

/** types/routes/route-table.ts as the app sees it: ROUTES and PACKAGE_ROOTS. */
export async function loadRouteTable() {
  const { ROUTES, PACKAGE_ROOTS } = await importSource('types/routes/route-table.ts')
  return { ROUTES, PACKAGE_ROOTS }
}

/** The zh-CN catalogue, the language the mini-programs render in by default. */
export async function loadZhCN() {
  const { zhCN } = await importSource('src/i18n/locales/zh-CN.ts')
  return zhCN
}

/** The zh-CN strings of one feature part (src/i18n/locales/parts/<name>.ts), which the core does not carry. */
export async function loadPartZh(name) {
  const id = name.replace(/-([a-z])/g, (_, c) => c.toUpperCase())
  const strings = (await importSource(`src/i18n/locales/parts/${name}.ts`))[`${id}Zh`]
  assert.ok(strings, `no part ${name} with ${id}Zh`)
  return strings
}

/** `{name}` placeholders filled the way src/i18n/translate.ts does. */
export function fill(template, params = {}) {
  return template.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole))
}

/**
 * The app config a mini-program should have, derived from the route table on its own terms (not by
 * calling src/app-pages.ts, which produced the output under test): main-package routes in table order,
 * then one subpackage per package root, each page relative to its root.
 */
export function expectedPackages({ ROUTES, PACKAGE_ROOTS }) {
  const pages = ROUTES.filter((r) => r.pkg === 'main').map((r) => r.page)
  const subPackages = Object.entries(PACKAGE_ROOTS).map(([name, root]) => ({
    root,
    name,
    pages: ROUTES.filter((r) => r.pkg === name).map((r) => {
      assert.ok(
        r.page.startsWith(`${root}/`),
        `route ${r.name} (${r.page}) lies outside its package root ${root}`,
      )
      return r.page.slice(root.length + 1)
    }),
  }))
  return { pages, subPackages }
}
