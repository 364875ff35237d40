// buildApp: the whole server as a Fastify instance, never listening (tests use app.inject).
// Layers, in order (STYLE.md item 9): external plugins (security, static, docs), app plugins
// (database and repositories, auth), then routes, each with a schema from types/api.
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { resolveConfig, type BuildAppOptions, type AppConfig } from './config'
import errorHandler from './plugins/error-handler'
import security from './plugins/security'
import site from './plugins/site'
import compression from './plugins/compression'
import database from './plugins/db'
import repositories from './plugins/repositories'
import auth from './plugins/auth'
import retention from './plugins/retention'
import viewCounts from './plugins/view-counts'
import chat from './plugins/chat'
import coedit from './plugins/coedit'
import coeditSocketRoutes from './routes/coedit-socket'
import apiRoutes from './routes'
import feApi from './routes/fe-api'
import ssoRoutes from './routes/sso'
import collectorRoutes from './routes/collectors'
import telemetryLatestRoutes from './routes/telemetry-latest'
import mediaRoutes from './routes/media'
import floor from './plugins/floor'
import antispam from './plugins/antispam'
import openapi from './plugins/swagger'
import { fail, ok } from './lib/envelope'
import { API_CODES } from '../types/api/common'
import { createValidatorCompiler } from './lib/validation'
import { clientErrorHandler, requestDeadline } from './lib/client-errors'
import { REDACT_PATHS, serializeRequest } from './lib/log-redaction'

export type { BuildAppOptions } from './config'

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/no-shadow -- module augmentation, not a new name
  interface FastifyInstance {
    config: AppConfig
  }
}

const BODY_LIMIT = 256 * 1024

function loggerOption(options: BuildAppOptions, config: AppConfig) {
  const given = options.logger ?? (config.env === 'test' ? false : true)
  if (given === false) return false
  // Never log credentials (issue 11, defect 6): session ids travel in Authorization or ?sid=, SSO
  // tickets in ?ticket=. A logger given by the caller (tests, a stream) keeps these rules.
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    ...(given === true ? {} : given),
    redact: REDACT_PATHS,
    serializers: { req: serializeRequest },
  }
}

export function buildApp(options: BuildAppOptions = {}): FastifyInstance {
  const config = resolveConfig(options)
  const app = Fastify({
    logger: loggerOption(options, config),
    bodyLimit: BODY_LIMIT,
    // A client has REQUEST_TIMEOUT_MS for the whole request: a body sent a byte a second no longer holds
    // a socket for minutes (issue 11, defect 10). Answered 408 in the standard shape.
    ...requestDeadline(config.requestTimeoutMs),
    clientErrorHandler,
    // X-Forwarded-For is believed only from the configured proxies (TRUST_PROXY): with `true` any client
    // could name its own address and walk past the rate limit (issue 11, defect 2).
    trustProxy: config.trustProxy.length ? config.trustProxy : false,
    // Let in-flight requests finish on close; refuse new ones.
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors raised before a route is found (a badly encoded path, ...): the standard shape, not Fastify's.
    frameworkErrors: (err, req, reply: FastifyReply) => {
      req.log.info({ code: err.code }, 'refused before routing')
      const msg = err.code === 'FST_ERR_BAD_URL' ? 'the address is not validly encoded' : 'bad request'
      return reply.status(400).send(fail(API_CODES.BAD_REQUEST, msg))
    },
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.decorate('config', config)
  // JSON bodies strictly, query strings and params with numeric text converted (lib/validation.ts).
  app.setValidatorCompiler(createValidatorCompiler(config))
  app.register(errorHandler)
  app.register(security, { config })
  app.register(compression)
  app.register(site, { siteDir: config.siteDir })
  app.register(database, { config })
  app.register(repositories)
  app.register(viewCounts)
  app.register(openapi)
  app.register(auth)
  app.register(retention)
  app.register(chat, { config, provider: options.chatProvider, limits: options.chatLimits })
  // Development switches: development and tests only, admins only (issue 11, defect 8).
  // Live co-editing (issue 19): @fastify/websocket must come before every route.
  app.register(coedit, { config })
  if (config.env === 'development' || config.env === 'test') app.register(antispam)
  app.register(apiRoutes, { prefix: '/api/v1' })
  app.register(coeditSocketRoutes, { prefix: '/api/v1' })
  app.register(feApi, { prefix: '/fe_api' })
  app.register(ssoRoutes)
  app.register(collectorRoutes)
  if (config.env !== 'production') app.register(telemetryLatestRoutes)
  app.register(mediaRoutes)
  if (config.floorDir && config.env !== 'production') app.register(floor, { floorDir: config.floorDir })
  if (config.bench) {
    // Baseline for server/bench/run.ts: the same stack (hooks, envelope, serializer), no work.
    app.get(
      '/api/v1/__hello',
      {
        schema: {
          hide: true,
          response: {
            200: Type.Object({
              code: Type.Integer(),
              msg: Type.String(),
              success: Type.Boolean(),
              data: Type.String(),
            }),
          },
        },
      },
      async () => ok('hello'),
    )
  }
  return app as unknown as FastifyInstance
}
