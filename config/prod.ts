import type { UserConfigExport } from '@tarojs/cli'

export default {
  logger: { quiet: true, stats: false },
  mini: {},
  // H5_SOURCE_MAP=1 writes hidden source maps, to see what each chunk is made of (docs/performance.md).
  h5: { enableSourceMap: process.env.H5_SOURCE_MAP === '1', sourceMapType: 'hidden-source-map' },
} satisfies UserConfigExport<'webpack5'>
