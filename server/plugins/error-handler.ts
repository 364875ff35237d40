// One error handler for the whole server (STYLE.md item 9): business errors keep their code and
// message, validation errors become 400, anything unexpected becomes a generic 500 whose details
// stay in the log. A 404 for an unknown path answers in the same JSON shape, never HTML.
import type { FastifyError, FastifyInstance } from 'fastify'
import { shared } from '../lib/plugin'
import { API_CODES } from '../../types/api/common'
import { BusinessError } from '../errors'
import { fail } from '../lib/envelope'

export default shared(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | BusinessError, req, reply) => {
    if (err instanceof BusinessError) {
      return reply.status(err.status).headers(err.headers).send(fail(err.code, err.message))
    }
    const fe = err as FastifyError
    if (fe.validation) {
      return reply.status(400).send(fail(API_CODES.VALIDATION_FAILED, fe.message))
    }
    const status = fe.statusCode ?? 500
    if (status === 429) {
      return reply.status(429).send(fail(API_CODES.TOO_MANY_REQUESTS, 'too many requests'))
    }
    if (status === 413) {
      return reply.status(413).send(fail(API_CODES.PAYLOAD_TOO_LARGE, 'request body too large'))
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, wrong content type): their messages are safe.
      return reply.status(status).send(fail(API_CODES.BAD_REQUEST, fe.message))
    }
    req.log.error({ err }, 'unhandled error')
    return reply.status(500).send(fail(API_CODES.INTERNAL, 'internal server error'))
  })

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send(fail(API_CODES.NOT_FOUND, `no route for ${req.method} ${req.url.split('?')[0]}`))
  })
}, 'error-handler')
