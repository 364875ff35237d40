// External hardening plugins (STYLE.md item 9): helmet with the site's CSP, CORS for configured
// origins only, and a rate limit counted in the database (lib/rate-limit-store.ts). Body size is limited by Fastify's bodyLimit in app.ts.
import path from 'node:path'
import helmet from '@fastify/helmet'
import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import type { AppConfig } from '../config'
import { shared } from '../lib/plugin'
import { inlineScriptHashes } from '../lib/inline-scripts'
import { API_CODES } from '../../types/api/common'
import { fail } from '../lib/envelope'
import { sharedRateLimitStore } from '../lib/rate-limit-store'

export default shared<{ config: AppConfig }>(async function security(app: FastifyInstance, { config }) {
  const indexFile = path.join(config.siteDir, 'index.html')
  await app.register(helmet, {
    // Embedding is governed by CSP frame-ancestors, so the older X-Frame-Options is off
    // (it cannot express a list of parent origins).
    frameguard: false,
    crossOriginResourcePolicy: { policy: 'same-site' },
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Helmet calls functions per request: hashes of Taro's inline scripts, if any.
        scriptSrc: [() => ["'self'", ...inlineScriptHashes(indexFile)].join(' ')],
        // Taro injects <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        // Opening the app tries its custom scheme in a hidden frame (src/platform/web/app-launcher.ts).
        frameSrc: ["'self'", 'tripapp:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: config.frameAncestors,
      },
    },
  })

  await app.register(cors, {
    origin: (origin, cb) => {
      // Same-origin and non-browser requests carry no Origin header.
      if (!origin) return cb(null, true)
      cb(null, config.corsOrigins.includes(origin))
    },
    credentials: true,
    exposedHeaders: ['x-kong-sign', 'x-b3-traceid'],
  })

  if (config.rateLimit !== false) {
    await app.register(rateLimit, {
      max: config.rateLimit,
      timeWindow: '1 minute',
      // Counted in the database, so the limit holds across server instances (issue 18, docs/deploy.md).
      store: sharedRateLimitStore(() => app.repos.rateCounters),
      allowList: (req) =>
        !req.url.startsWith('/api') && !req.url.startsWith('/fe_api') && !req.url.startsWith('/sso'),
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        ...fail(API_CODES.TOO_MANY_REQUESTS, `too many requests, retry in ${ctx.after}`),
      }),
    })
  }
}, 'security')
