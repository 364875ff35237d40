/**
 * What the built H5 site (dist/h5) is made of, read statically from webpack's output: the scripts that
 * index.html loads, and for each page the chunks its route loader fetches. Taro's H5 router gets one
 * loader per page in the app chunk, minified as
 *   {"path":"pages/about/index","load":function load(a,u){return[w.e(573).then(w.bind(w,3573)),a,u]}
 * (with several `w.e(id)` when a page needs shared chunks too), and the webpack runtime maps chunk ids
 * to files with `.u=function(a){return"js/"+a+"."+{"25":"6599a7f7",...}[a]+".js"}`.
 */
import fs from 'node:fs'
import path from 'node:path'

const LOADER = /"path":"([^"]+)","load":function\s*[\w$]*\([^)]*\)\{([^}]*)\}/g
const ENSURE = /[\w$]+\.e\((\d+)\)/g
const CHUNK_FILES = /\.u=function\((\w)\)\{return"([^"]*)"\+\1\+"\."\+(\{[^}]*\})\[\1\]\+"([^"]*)"\}/
// With named chunks (webpackChunkName: the check-in's region layers) the name map comes first:
//   .u=function(o){return"js/"+({"570":"regions-cities-520000",...}[o]||o)+"."+{"25":"6599a7f7",...}[o]+".js"}
const NAMED_CHUNK_FILES =
  /\.u=function\((\w)\)\{return"([^"]*)"\+\((\{[^}]*\})\[\1\]\|\|\1\)\+"\."\+(\{[^}]*\})\[\1\]\+"([^"]*)"\}/

export function readH5Site(siteDir) {
  const html = fs.readFileSync(path.join(siteDir, 'index.html'), 'utf8')
  const entryScripts = [...html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1])
  const appScript = entryScripts.find((src) => /\/app\.[\w]+\.js$/.test(src))
  if (!appScript) throw new Error('index.html loads no app.<hash>.js: is dist/h5 a Taro H5 build?')
  const publicPath = appScript.slice(0, appScript.indexOf('js/'))
  const appSource = fs.readFileSync(path.join(siteDir, appScript.slice(publicPath.length)), 'utf8')

  const plain = CHUNK_FILES.exec(appSource)
  const named = plain ? null : NAMED_CHUNK_FILES.exec(appSource)
  if (!plain && !named)
    throw new Error("could not find webpack's chunk file map (__webpack_require__.u) in the app chunk")
  const [prefix, names, hashes, suffix] = plain
    ? [plain[2], '{}', plain[3], plain[4]]
    : [named[2], named[3], named[4], named[5]]
  const nameById = JSON.parse(names)
  const hashById = JSON.parse(hashes)
  const chunkFile = (id) => `${prefix}${nameById[id] ?? id}.${hashById[id]}${suffix}`

  /** page path -> chunk ids its loader fetches */
  const loaders = new Map()
  // A loader's body has no braces of its own, so it ends at the first `}`.
  for (const [, page, body] of appSource.matchAll(LOADER)) {
    loaders.set(
      page,
      [...body.matchAll(ENSURE)].map((m) => m[1]),
    )
  }
  if (loaders.size === 0) throw new Error('found no page loaders in the app chunk')

  // A chunk fetched by exactly one page's loader is that page's own chunk; the rest are shared.
  const users = new Map()
  for (const [page, ids] of loaders) for (const id of ids) users.set(id, [...(users.get(id) ?? []), page])
  /** file (relative to the site, e.g. js/190.0458ff5f.js) -> page that owns it */
  const pageOfFile = new Map()
  for (const [id, pages] of users) if (pages.length === 1) pageOfFile.set(chunkFile(id), pages[0])

  return {
    publicPath,
    /** index.html's scripts, relative to the site folder */
    entryFiles: entryScripts.map((src) => src.slice(publicPath.length)),
    /** page path -> files its loader fetches, relative to the site folder */
    pageFiles: new Map([...loaders].map(([page, ids]) => [page, ids.map(chunkFile)])),
    pageOfFile,
  }
}
