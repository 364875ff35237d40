import type { UserConfigExport } from '@tarojs/cli'

// `npm run dev:h5` serves the site from webpack's dev server (port 10086, with reloading) and forwards
// every API-host path to the API server of `npm run server` (PORT, default 8080).
const API = `http://127.0.0.1:${process.env.API_PORT || process.env.PORT || 8080}`
const apiPaths = ['/api', '/fe_api', '/sso', '/tracker', '/monitor', '/media']

export default {
  logger: { quiet: false, stats: false },
  mini: {},
  h5: {
    devServer: {
      port: 10086,
      historyApiFallback: { index: '/web/index.html' },
      proxy: apiPaths.map((context) => ({ context: [context], target: API, changeOrigin: false })),
    },
  },
} satisfies UserConfigExport<'webpack5'>
