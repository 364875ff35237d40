// Serves the floor (perf/floor/README.md), the smallest Taro H5 app, under /floor/ beside the site, so
// that Lighthouse measures it through the same server, compression and cache headers as the site's pages
// (issues 11 and 18). Registered only when FLOOR_DIR names a build, and never in production.
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'

const LONG_CACHE = 'public, max-age=31536000, immutable'

export interface FloorOptions {
  floorDir: string
}

export default async function floor(app: FastifyInstance, opts: FloorOptions) {
  const root = path.resolve(opts.floorDir)

  function serve(rel: string, reply: FastifyReply) {
    const full = path.resolve(root, rel)
    const inside = full.startsWith(root + path.sep)
    if (inside && /\.[A-Za-z0-9]+$/.test(rel) && fs.existsSync(full) && fs.statSync(full).isFile()) {
      reply.header('cache-control', rel.startsWith('js/') || rel.startsWith('css/') ? LONG_CACHE : 'no-cache')
      return reply.sendFile(rel, root)
    }
    // One page: every other address is the app's document (history routing, as /web/ does).
    reply.header('cache-control', 'no-cache')
    return reply.sendFile('index.html', root)
  }

  app.get('/floor', (_req, reply) => serve('', reply))
  app.get('/floor/*', (req, reply) => serve((req.params as { '*': string })['*'] ?? '', reply))
}
