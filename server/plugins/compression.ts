// Compresses responses (issue 7, Lighthouse "enable text compression"): the site's JS and CSS, the
// HTML and the API's JSON, with Brotli where the browser accepts it and gzip otherwise. Small answers
// (under 1 KB) are sent as they are: compressing them costs more than it saves (files are streamed, so
// their size is not known up front and every file is compressed). Brotli runs at a
// middle quality: the files are compressed per request, and the top levels are slow for little gain.
// Registered before the routes, so its onSend hook reaches all of them.
import zlib from 'node:zlib'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import { shared } from '../lib/plugin'

export const COMPRESS_THRESHOLD_BYTES = 1024
const BROTLI_QUALITY = 5

export default shared(async function compression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  })
}, 'compression')
