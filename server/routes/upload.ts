// Photo uploads for feedback: POST /upload/image takes one image as multipart field "file", checks
// what it really is by its first bytes, keeps it in the database and answers with the URL it is served
// under (GET /media/upload/<key>.<ext>). Feedback endpoints accept only URLs issued here
// (assertIssuedPhotos), and operations read stored feedback back at GET /admin/feedback.
import crypto from 'node:crypto'
import multipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from 'typebox'
import { ok } from '../lib/envelope'
import { spendAnonymousUpload } from '../services/upload-quota'
import { BusinessError, badRequest } from '../errors'
import type { Repositories } from '../repositories'
import { API_CODES, Envelope, Limit } from '../../types/api/common'
import {
  UPLOAD_FIELD,
  UPLOAD_IMAGE_TYPES,
  UPLOAD_MAX_BYTES,
  UPLOAD_URL_PATTERN,
  UPLOAD_URL_PREFIX,
  type AdminFeedbackItem,
  type UploadImageType,
} from '../../types/api/upload'

const documented = { tags: ['upload'] }
const MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024

const UploadedImageSchema = Type.Object({
  url: Type.String(),
  mime: Type.Union(Object.keys(UPLOAD_IMAGE_TYPES).map((m) => Type.Literal(m))),
  size: Type.Integer(),
})

const AdminFeedbackQuery = Type.Object({
  kind: Type.Optional(Type.Union([Type.Literal('poi'), Type.Literal('app')])),
  limit: Type.Optional(Limit(100, 20)),
})

const AdminFeedbackItemSchema = Type.Object({
  kind: Type.Union([Type.Literal('poi'), Type.Literal('app')]),
  id: Type.Integer(),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  placeId: Type.Union([Type.Integer(), Type.Null()]),
  topic: Type.String(),
  text: Type.String(),
  photos: Type.Array(Type.String()),
  contact: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
})

/** The image type the bytes themselves announce, whatever the client declared; null for anything else. */
export function sniffImageType(bytes: Uint8Array): UploadImageType | null {
  const at = (offset: number, ...sig: number[]) => sig.every((b, i) => bytes[offset + i] === b)
  const ascii = (offset: number, text: string) => at(offset, ...[...text].map((c) => c.charCodeAt(0)))
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif'
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp'
  return null
}

/** Declared types we let through to the byte check: the image types, and what pickers send when unsure. */
function declaredTypeAcceptable(mime: string): boolean {
  const base = mime.split(';')[0].trim().toLowerCase()
  return base in UPLOAD_IMAGE_TYPES || base === 'application/octet-stream' || base === ''
}

const tooLarge = () =>
  new BusinessError(API_CODES.PAYLOAD_TOO_LARGE, `the image is larger than ${MAX_MB} MB`, 413)

/**
 * Throws 400 unless every URL is one this server issued for an upload that still exists, so a
 * feedback can never carry links to elsewhere (or to guessed keys). Call before writing anything.
 */
export async function assertIssuedPhotos(
  repos: Repositories,
  urls: readonly string[] | undefined,
): Promise<void> {
  if (!urls || urls.length === 0) return
  const keys = urls.map((url) => {
    const match = UPLOAD_URL_PATTERN.exec(url)
    if (!match) throw badRequest(`photo ${url.slice(0, 80)} was not uploaded here`)
    return match[1]
  })
  const known = await repos.uploads.findExistingKeys(keys)
  const missing = keys.find((k) => !known.has(k))
  if (missing) throw badRequest(`photo ${missing} is unknown`)
}

async function readUpload(
  req: import('fastify').FastifyRequest,
): Promise<{ bytes: Buffer; declared: string }> {
  let part
  try {
    part = await req.file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fieldSize: 1024, parts: 4 } })
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw badRequest(`send the image as multipart/form-data, field "${UPLOAD_FIELD}"`)
    }
    throw error
  }
  if (!part || part.fieldname !== UPLOAD_FIELD) throw badRequest(`no image in field "${UPLOAD_FIELD}"`)
  try {
    return { bytes: await part.toBuffer(), declared: part.mimetype }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge()
    throw error
  }
}

type FeedbackRow = {
  id: number
  user_id: number | null
  text: string
  photos_json: string
  contact: string | null
  created_at: string
}

const toItem = (
  kind: 'poi' | 'app',
  r: FeedbackRow,
  placeId: number | null,
  topic: string,
): AdminFeedbackItem => ({
  kind,
  id: r.id,
  userId: r.user_id,
  placeId,
  topic,
  text: r.text,
  photos: JSON.parse(r.photos_json) as string[],
  contact: r.contact,
  createdAt: r.created_at,
})

async function latestFeedback(repos: Repositories, kind: 'poi' | 'app' | undefined, limit: number) {
  const poi = kind === 'app' ? [] : await repos.feedback.listLatestPoiFeedback(limit)
  const other = kind === 'poi' ? [] : await repos.feedback.listLatestAppFeedback(limit)
  return [
    ...poi.map((r) => toItem('poi', r, r.place_id, r.scene)),
    ...other.map((r) => toItem('app', r, null, r.category)),
  ]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .slice(0, limit)
}

export default async function uploadRoutes(app: FastifyInstance) {
  // Registered inside this plugin only: no other route parses multipart bodies.
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } })

  // Refuse an announced oversize body before reading it, with the business error the client shows.
  app.addHook('onRequest', async (req) => {
    if (req.routeOptions.url !== '/api/v1/upload/image') return
    const length = Number(req.headers['content-length'] ?? 0)
    if (length > UPLOAD_MAX_BYTES + 64 * 1024) throw tooLarge()
  })

  app.route({
    method: 'POST',
    url: '/upload/image',
    config: { auth: 'optional' },
    schema: {
      ...documented,
      summary: `Upload one photo (jpeg, png, webp or gif, at most ${MAX_MB} MB) as multipart field "file"`,
      response: { 200: Envelope(UploadedImageSchema) },
    },
    handler: async (req) => {
      const user = req.user
      if (!user) await spendAnonymousUpload(app.config, app.repos, req.ip)
      const { bytes, declared } = await readUpload(req)
      if (bytes.length === 0) throw badRequest('the image is empty')
      if (!declaredTypeAcceptable(declared)) throw badRequest(`${declared} is not an accepted image type`)
      // The bytes decide: a renamed file is stored and served as what it really is.
      const mime = sniffImageType(bytes)
      if (!mime) throw badRequest('only jpeg, png, webp and gif images are accepted')
      const key = crypto.randomBytes(16).toString('hex')
      const ext = UPLOAD_IMAGE_TYPES[mime]
      await app.repos.uploads.create({
        key,
        user_id: user?.id ?? null,
        mime,
        ext,
        size: bytes.length,
        sha256: crypto.createHash('sha256').update(bytes).digest('hex'),
        data: bytes,
      })
      return ok({ url: `${UPLOAD_URL_PREFIX}${key}.${ext}`, mime, size: bytes.length })
    },
  })

  app.get('/media/upload/:file', { schema: { hide: true } }, async (req, reply) => {
    const match = UPLOAD_URL_PATTERN.exec(`${UPLOAD_URL_PREFIX}${(req.params as { file: string }).file}`)
    const row = match ? await app.repos.uploads.findForServing(match[1]) : undefined
    if (!row || row.ext !== match?.[2]) {
      return reply
        .status(404)
        .send({ code: API_CODES.NOT_FOUND, msg: 'no such image', success: false, data: null })
    }
    const etag = `"${row.sha256}"`
    // A key names one image forever, so browsers and proxies may keep it for a year.
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', etag)
    if (req.headers['if-none-match'] === etag) return reply.status(304).send()
    return reply.type(row.mime).send(Buffer.from(row.data))
  })

  app.route({
    method: 'GET',
    url: '/admin/feedback',
    config: { auth: 'admin' },
    schema: {
      ...documented,
      summary: 'The latest place reports and contact messages, with their photos (operations)',
      querystring: AdminFeedbackQuery,
      response: { 200: Envelope(Type.Array(AdminFeedbackItemSchema)) },
    },
    handler: async (req) => {
      const query = req.query as Static<typeof AdminFeedbackQuery>
      return ok(await latestFeedback(app.repos, query.kind, query.limit ?? 20))
    },
  })
}
