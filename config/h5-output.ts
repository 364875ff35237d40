// The H5 settings that decide what a browser downloads and runs, shared by the site and the floor
// (perf/floor), so that the yardstick Lighthouse compares the site with is built the way the site is.
export const H5_OUTPUT = {
  filename: 'js/[name].[contenthash:8].js',
  chunkFilename: 'js/[name].[contenthash:8].js',
}

export const H5_CSS_OUTPUT = {
  ignoreOrder: true,
  filename: 'css/[name].[contenthash:8].css',
  chunkFilename: 'css/[name].[contenthash:8].css',
}
