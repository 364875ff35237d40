/**
 * The six built mini-programs against the route table: every route is a page of the right package, the
 * main package stays free of subpackage pages, each page's files are there with the vendor's extensions,
 * and the vendor's project file sits where its devtools look for it.
 * Reads dist/<target> as built by `npm run build:mini`.
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { before, describe, test } from 'node:test'
import { appConfigProblems } from '../../scripts/lib/check-app-config.mjs'
import {
  MINI_TARGETS,
  ROOT,
  builtDir,
  expectedPackages,
  loadRouteTable,
  loadZhCN,
  readAppConfig,
  readJson,
} from './lib/built.mjs'

let routeTable
let zhCN
let expected

before(async () => {
  routeTable = await loadRouteTable()
  zhCN = await loadZhCN()
  expected = expectedPackages(routeTable)
})

const subPackagesOf = (appConfig) =>
  (appConfig.subPackages ?? appConfig.subpackages ?? []).map(({ root, name, pages }) => ({
    root,
    name,
    pages,
  }))

for (const target of MINI_TARGETS) {
  describe(`the ${target.vendor} build (dist/${target.name})`, () => {
    test('lists the main-package routes of the route table as its pages, the flagship journey page first', () => {
      const appConfig = readAppConfig(target.name)
      assert.deepEqual(appConfig.pages, expected.pages)
      assert.equal(appConfig.pages[0], 'pages/journey/detail/index')
    })

    test('lists the campaign, magazine, img and tools subpackages with every one of their routes', () => {
      const appConfig = readAppConfig(target.name)
      assert.deepEqual(subPackagesOf(appConfig), expected.subPackages)
      assert.deepEqual(
        subPackagesOf(appConfig).map((s) => s.name),
        ['campaign', 'magazine', 'img', 'tools'],
      )
    })

    test('keeps every campaign, magazine, img and tools page out of the main package', () => {
      const appConfig = readAppConfig(target.name)
      assert.deepEqual(appConfigProblems(appConfig), [])
      const roots = Object.values(routeTable.PACKAGE_ROOTS)
      const leaked = appConfig.pages.filter((page) => roots.some((root) => page.startsWith(`${root}/`)))
      assert.deepEqual(leaked, [])
    })

    test(`ships each page as script, ${target.templ} template and config, styled by its own ${target.style} or the app's`, () => {
      const dir = builtDir(target.name)
      assert.ok(fs.existsSync(path.join(dir, `app${target.style}`)), `app${target.style} is missing`)
      const missing = []
      for (const route of routeTable.ROUTES) {
        for (const ext of ['.js', target.templ, '.json']) {
          if (!fs.existsSync(path.join(dir, `${route.page}${ext}`))) missing.push(`${route.page}${ext}`)
        }
      }
      assert.deepEqual(missing, [], `pages with files missing in dist/${target.name}`)
    })

    test("gives each page the zh-CN title of its route in the page's config", () => {
      const dir = builtDir(target.name)
      const wrong = []
      for (const route of routeTable.ROUTES) {
        const config = readJson(path.join(dir, `${route.page}.json`))
        // Alipay calls the title defaultTitle; Taro's alipay plugin renames it.
        const title = config.navigationBarTitleText ?? config.defaultTitle
        if (title !== zhCN[route.titleKey])
          wrong.push(`${route.page}: ${title} (expected ${zhCN[route.titleKey]})`)
      }
      assert.deepEqual(wrong, [])
    })

    test('enables the share menu on every shareable page and on no other', () => {
      const dir = builtDir(target.name)
      const wrong = []
      for (const route of routeTable.ROUTES) {
        // Taro keeps the two switches out of the page's JSON and hands them to its page factory in the
        // page's script, which then answers onShareAppMessage / onShareTimeline.
        const script = fs.readFileSync(path.join(dir, `${route.page}.js`), 'utf8')
        const shareable = route.shareable !== false
        const app = /enableShareAppMessage:(!0|true)/.test(script)
        const timeline = /enableShareTimeline:(!0|true)/.test(script)
        if (app !== shareable || timeline !== shareable) wrong.push(`${route.page}: ${app}/${timeline}`)
      }
      assert.deepEqual(wrong, [])
    })

    test(`carries ${target.projectSrc} as ${target.projectDist}, rooted at the output folder`, () => {
      const dir = builtDir(target.name)
      const copied = path.join(dir, target.projectDist)
      assert.ok(fs.existsSync(copied), `dist/${target.name}/${target.projectDist} is missing`)
      const source = readJson(path.join(ROOT, target.projectSrc))
      const project = readJson(copied)
      assert.equal(project.miniprogramRoot, './')
      assert.equal(project.projectname ?? project.compileType, source.projectname ?? source.compileType)
    })
  })
}

describe('the WeChat project file at the repo root', () => {
  test('opens dist/weapp as a tourist-appid mini-program project', () => {
    const project = readJson(path.join(ROOT, 'project.config.json'))
    assert.equal(project.miniprogramRoot, 'dist/weapp/')
    assert.equal(project.appid, 'touristappid')
    assert.equal(project.compileType, 'miniprogram')
  })
})
