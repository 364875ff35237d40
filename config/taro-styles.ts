import MiniCssExtractPlugin from 'mini-css-extract-plugin'
import type WebpackChain from 'webpack-chain'

/**
 * Taro injects its components' own stylesheets (about 45 KB of CSS) with style-loader: they travel in the
 * vendor chunk as JavaScript strings, which every page parses as script and then inserts as <style> tags
 * at run time, on the main thread, before the first render (issue 18). In a production H5 build they are
 * extracted like the site's own CSS instead: one stylesheet with the vendor chunk, linked in the page's
 * head before the site's styles, so the cascade stays as Taro's "inserted at the top" meant it. The
 * development build keeps style-loader for hot reloading.
 */
export function extractTaroStyles(chain: WebpackChain): void {
  if (process.env.NODE_ENV !== 'production' || !chain.module.rules.has('taroStyle')) return
  const rule = chain.module.rule('taroStyle')
  rule.uses.clear()
  rule.use('extract-css').loader(MiniCssExtractPlugin.loader)
}
