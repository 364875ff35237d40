/**
 * A tiny static server for the built H5 site, for measuring it in a browser without the API server:
 * files of dist/h5 under /web/, and /web/<path without a file extension> falls back to index.html the
 * way the real server does (history routing). Listens on 127.0.0.1 on a free port.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

const BASE = '/web/'
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

/** Resolves to `{ url, close() }` once listening. */
export function serveStatic(siteDir) {
  const root = path.resolve(siteDir)
  const server = http.createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost')
    if (!pathname.startsWith(BASE) && pathname !== '/web') {
      res.writeHead(404).end()
      return
    }
    const relative = decodeURIComponent(pathname.slice(BASE.length))
    let file = path.resolve(root, relative)
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(403).end()
      return
    }
    const hasExtension = path.extname(relative) !== ''
    if (!hasExtension || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      if (hasExtension) {
        res.writeHead(404).end()
        return
      }
      file = path.join(root, 'index.html')
    }
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' })
    fs.createReadStream(file).pipe(res)
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      resolve({ url: `http://127.0.0.1:${port}`, close: () => new Promise((done) => server.close(done)) })
    })
  })
}
