// Taro's build config for the floor (perf/floor/README.md): H5 only, the site's H5 settings that change
// what the browser runs (HTML components, browser history, hashed output), none of its pages.
import path from 'node:path'
import { defineConfig } from '@tarojs/cli'
import { H5_CSS_OUTPUT, H5_OUTPUT } from '../../../config/h5-output'

export default defineConfig<'webpack5'>({
  projectName: 'trip-companion-floor',
  date: '2026-11-23',
  designWidth: 750,
  deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
  sourceRoot: 'src',
  outputRoot: process.env.TARO_OUTPUT_ROOT || path.resolve(__dirname, '..', '..', '..', 'dist', 'floor'),
  plugins: [],
  framework: 'react',
  compiler: 'webpack5',
  cache: { enable: false },
  logger: { quiet: true, stats: false },
  h5: {
    publicPath: '/floor/',
    useHtmlComponents: true,
    staticDirectory: 'static',
    router: { mode: 'browser', basename: '/floor' },
    output: H5_OUTPUT,
    miniCssExtractPluginOption: H5_CSS_OUTPUT,
  },
})
