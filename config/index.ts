import fs from 'node:fs'
import path from 'node:path'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import TsconfigPathsPlugin from 'tsconfig-paths-webpack-plugin'
import devConfig from './dev'
import prodConfig from './prod'
import { PageAssetsPlugin } from './page-assets-plugin'
import { h5CustomRoutes } from './h5-routes'
import { H5_CSS_OUTPUT, H5_OUTPUT } from './h5-output'
import { splitRequestClient } from './request-client-chunk'
import { extractTaroStyles } from './taro-styles'

// Each target builds into its own folder so that building one never wipes another (dist/h5, dist/weapp, ...).
const target = process.env.TARO_ENV || 'h5'
const sharedTypes = path.resolve(__dirname, '..', 'types')
// TARO_OUTPUT_ROOT lets parallel work build elsewhere without clobbering dist/ (tests read SITE_DIR).
const outputRoot = process.env.TARO_OUTPUT_ROOT || `dist/${target}`

export default defineConfig<'webpack5'>(async (merge) => {
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'trip-companion',
    date: '2026-11-22',
    designWidth: 750,
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    outputRoot,
    plugins: [],
    defineConstants: {
      // H5 calls the API on its own origin; mini-programs need an absolute https host (site-client.ts).
      'process.env.TARO_APP_API_ORIGIN': JSON.stringify(
        process.env.TARO_APP_API_ORIGIN ?? (target === 'h5' ? '' : 'https://api.trip.example'),
      ),
      // An XYZ raster tile template for the full map ({z}/{x}/{y}); unset, the map is drawn offline only.
      'process.env.TARO_APP_MAP_TILES': JSON.stringify(process.env.TARO_APP_MAP_TILES ?? ''),
      // The tile provider's credit, shown on the map whenever its tiles are (issue 12; providers require it).
      'process.env.TARO_APP_MAP_TILES_ATTRIBUTION': JSON.stringify(
        process.env.TARO_APP_MAP_TILES_ATTRIBUTION ?? '',
      ),
      // The /fe_api X-Sign salt: a production server refuses the public default, so its build is given the
      // same FE_API_SALT (docs/server.md); empty, the site signs with the default of types/api/sign.ts.
      'process.env.TARO_APP_FE_API_SALT': JSON.stringify(process.env.FE_API_SALT ?? ''),
      // The product version the about page shows: package.json's, read at build time (issue 7).
      'process.env.TARO_APP_VERSION': JSON.stringify(
        JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', 'package.json'), 'utf8')).version,
      ),
    },
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@types-shared': path.resolve(__dirname, '..', 'types'),
    },
    // The H5 site's service worker, a plain script served as /web/sw.js (src/services/offline).
    copy: {
      patterns: target === 'h5' ? [{ from: 'src/service-worker/sw.js', to: `${outputRoot}/sw.js` }] : [],
      options: {},
    },
    framework: 'react',
    compiler: 'webpack5',
    cache: { enable: false },
    mini: {
      // The API contract in types/ (codes, signing) is TypeScript shared with the server: compile it too.
      compile: { include: [sharedTypes] },
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: {
          enable: false,
          config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' },
        },
      },
      webpackChain(chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
      },
    },
    h5: {
      compile: { include: [sharedTypes] },
      publicPath: '/web/',
      // Taro's React components render plain elements (div, span, img, input) on H5 instead of Stencil
      // web components: the journey page's first render costs a cheap phone a third of the main-thread
      // time (Lighthouse TBT 460 -> 120 ms). Components it lacks (Textarea) still come from Stencil.
      useHtmlComponents: true,
      staticDirectory: 'static',
      router: {
        mode: 'browser',
        basename: '/web',
        customRoutes: h5CustomRoutes(),
      },
      output: H5_OUTPUT,
      miniCssExtractPluginOption: H5_CSS_OUTPUT,
      postcss: {
        // Root size follows the viewport from 320 px phones up, capped so a desktop shows a phone-width column.
        // src/index.html sets it in CSS with these bounds (Taro's script for it is left out of the template):
        // change both together.
        pxtransform: { enable: true, config: { minRootSize: 17, maxRootSize: 24 } },
        autoprefixer: { enable: true, config: {} },
        cssModules: {
          enable: false,
          config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' },
        },
      },
      webpackChain(chain) {
        chain.resolve.plugin('tsconfig-paths').use(TsconfigPathsPlugin)
        chain.plugin('page-assets').use(PageAssetsPlugin, [path.resolve(__dirname, '../src')])
        splitRequestClient(chain)
        extractTaroStyles(chain)
        // The browserslist (package.json) is browsers with ES modules, which all run async functions:
        // webpack may emit them, for app.ts's top-level await (the host app's platform loading first).
        // Only that: the rest of the runtime keeps its function syntax, which scripts/lib/h5-chunks.mjs reads.
        chain.output.merge({ environment: { asyncFunction: true } })
      },
    },
  }

  if (process.env.NODE_ENV === 'development') {
    return merge({}, baseConfig, devConfig)
  }
  return merge({}, baseConfig, prodConfig)
})
