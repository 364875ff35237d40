// buildApp: the whole server as a Fastify instance, never listening (tests use app.inject).
// Layers, in order (STYLE.md item 9): external plugins (security, static, docs), app plugins
// (database and repositories, auth), then routes, each with a schema from types/api.
import Fastify, { type FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { resolveConfig, type BuildAppOptions, type AppConfig } from './config'
import errorHandler from './plugins/error-handler'
import security from './plugins/security'
import site from './plugins/site'
import database from './plugins/db'
import auth from './plugins/auth'
import apiRoutes from './routes'

export type { BuildAppOptions } from './config'

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig
  }
}

const BODY_LIMIT = 256 * 1024

function loggerOption(options: BuildAppOptions, config: AppConfig) {
  if (options.logger !== undefined) return options.logger
  if (config.env === 'test') return false
  return {
    level: process.env.LOG_LEVEL ?? 'info',
    // Never log credentials: session ids travel in Authorization or ?sid=.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["x-sign"]'],
  }
}

export function buildApp(options: BuildAppOptions = {}): FastifyInstance {
  const config = resolveConfig(options)
  const app = Fastify({
    logger: loggerOption(options, config),
    bodyLimit: BODY_LIMIT,
    trustProxy: true,
    // Let in-flight requests finish on close; refuse new ones.
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    ajv: { customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true } },
  }).withTypeProvider<TypeBoxTypeProvider>()

  app.decorate('config', config)
  app.register(errorHandler)
  app.register(security, { config })
  app.register(site, { siteDir: config.siteDir })
  app.register(database, { config })
  app.register(auth)
  app.register(apiRoutes, { prefix: '/api/v1' })
  return app as unknown as FastifyInstance
}
