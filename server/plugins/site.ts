// Serves the built H5 site (issue #2) under /web with history fallback:
// - a path whose last segment has a file extension is a file: served, or 404 if missing;
// - any other path under /web gets index.html (the app shows its own not-found page);
// - hashed assets are cached for a year, index.html is revalidated every time;
// - without a build, /web answers 503 with a clear message.
import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { shared } from '../lib/plugin'
import { createPagePreloads, matchSiteRoute, watched } from '../lib/page-preload'
import { embeddedDataScript } from '../lib/embedded-data'
import { journeyWeather } from '../services/journey-weather'
import { journeyShareMeta, withShareMeta } from '../lib/share-meta'
import { viewSharedJourney } from '../services/journeys'
import type { JourneyDetail } from '../../types/api/journey'

const HASHED_DIRS = ['js/', 'css/', 'static/']
const LONG_CACHE = 'public, max-age=31536000, immutable'
const SERVICE_WORKER = 'sw.js'

export interface SiteOptions {
  siteDir: string
}

function hasExtension(urlPath: string): boolean {
  const last = urlPath.split('/').pop() ?? ''
  return /\.[A-Za-z0-9]+$/.test(last)
}

export default shared<SiteOptions>(async function site(app: FastifyInstance, opts) {
  const root = opts.siteDir
  await app.register(fastifyStatic, {
    root,
    serve: false,
    // We decide cache headers per file below.
    cacheControl: false,
    etag: true,
    lastModified: true,
  })

  const indexFile = path.join(root, 'index.html')

  function notBuilt(reply: FastifyReply) {
    return reply
      .status(503)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send('site not built: run npm run build:h5')
  }

  const preloads = createPagePreloads(root)
  // Read once per build, not once per journey page served.
  const indexHtml = watched(indexFile, (text) => text, '')

  /**
   * A shared journey's page gets the journey itself in its document (as web/journey/detail answers it,
   * counting the view), so the page renders without waiting for a second round trip. Only journeys anyone
   * with the link may see: the document request carries no session.
   */
  async function sharedJourneyOf(urlPath: string): Promise<JourneyDetail | null> {
    const route = matchSiteRoute(urlPath)
    const id = Number(route?.params.id)
    if (route?.name !== 'journeyDetail' || !Number.isInteger(id) || id <= 0) return null
    return viewSharedJourney(app.repos, app.viewCounts, id, undefined).catch(() => null)
  }

  async function sendIndex(reply: FastifyReply, urlPath = '/web/', req?: FastifyRequest) {
    if (!fs.existsSync(indexFile)) return notBuilt(reply)
    reply.header('cache-control', 'no-cache')
    const journey = await sharedJourneyOf(urlPath)
    const link = preloads(urlPath, { image: journey?.cover })
    if (link) reply.header('link', link)
    if (!journey) return reply.sendFile('index.html', root)
    const meta = journeyShareMeta(journey, {
      origin: req ? `${req.protocol}://${req.host}` : '',
      path: urlPath,
      lang: (req?.query as { lang?: unknown } | undefined)?.lang === 'en' ? 'en' : 'zh-CN',
    })
    const html = withShareMeta(indexHtml(), meta)
    // Its weather too: the first screen shows the first day's, and asking the API for it would load the
    // request client inside the first load (issue 18). A failed forecast leaves it to the API.
    const weather = await journeyWeather(app.repos, journey.id).catch(() => null)
    const data =
      embeddedDataScript(`journey:${journey.id}`, journey) +
      (weather ? embeddedDataScript(`weather:${journey.id}`, weather) : '')
    return reply.type('text/html; charset=utf-8').send(html.replace('</head>', () => `${data}</head>`))
  }

  app.get('/', (_req, reply) => reply.redirect('/web/', 302))

  app.get('/web', (_req, reply) => sendIndex(reply))

  app.get('/web/*', (req, reply) => {
    // The router has decoded the path once already; decoding it again read %25 as an escape and threw
    // on /web/%25zz (issue 11, defect 4).
    const rel = (req.params as { '*': string })['*'] ?? ''
    if (!fs.existsSync(root)) return notBuilt(reply)
    if (!hasExtension(rel)) return sendIndex(reply, `/web/${rel}`, req)
    const full = path.resolve(root, rel)
    // Never leave the site directory (../ tricks); @fastify/send checks too.
    if (!full.startsWith(root + path.sep) || !fs.existsSync(full) || !fs.statSync(full).isFile()) {
      return reply.status(404).type('text/plain; charset=utf-8').send('not found')
    }
    if (rel === 'index.html') return sendIndex(reply)
    const hashed = HASHED_DIRS.some((d) => rel.startsWith(d))
    // The service worker keeps its own name across builds: browsers must check it for a new version.
    const cache = hashed ? LONG_CACHE : rel === SERVICE_WORKER ? 'no-cache' : 'public, max-age=3600'
    reply.header('cache-control', cache)
    return reply.sendFile(rel, root)
  })
}, 'site')
