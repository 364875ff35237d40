// OpenAPI generated from the route schemas (types/api), served at /api/docs.
import type { FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { shared } from '../lib/plugin'

export default shared(async function openapi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Trip companion API',
        version: '1.266.0',
        description:
          'Every path of SPEC.md section 7 under /api/v1. Responses are { code, msg, success, data }. See docs/api.md.',
      },
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'session id (or "Bearer <sid>")',
          },
        },
      },
    },
    // Only the product API is documented; the site, media and /fe_api mirror are not.
    transform: ({ schema, url }) => ({
      schema: (!url.startsWith('/api/v1/') || url.startsWith('/api/v1/media')
        ? { ...schema, hide: true }
        : schema) as typeof schema,
      url,
    }),
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
}, 'openapi')
