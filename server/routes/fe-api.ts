// /fe_api/<path>: the same product API behind X-Sign verification (types/api/sign.ts).
// Registered as its own scope so the check applies to these routes only; hidden from OpenAPI
// because the operations are the /api/v1 ones.
import type { FastifyInstance } from 'fastify'
import { feApiSign } from '../../types/api/sign'
import { BusinessError } from '../errors'
import { API_CODES } from '../../types/api/common'
import apiRoutes from './index'

export default async function feApi(app: FastifyInstance) {
  const salt = app.config.feApiSalt
  app.addHook('onRoute', (route) => {
    route.schema = { ...(route.schema ?? {}), hide: true }
  })
  app.addHook('onRequest', async (req) => {
    const [path, query = ''] = req.url.split('?', 2)
    const given = req.headers['x-sign']
    if (typeof given !== 'string' || given.toLowerCase() !== feApiSign(path, query, salt)) {
      throw new BusinessError(API_CODES.BAD_SIGN, 'X-Sign is missing or wrong', 403)
    }
  })
  await app.register(apiRoutes)
}
