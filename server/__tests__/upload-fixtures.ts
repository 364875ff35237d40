// Multipart bodies and a real image for the upload tests.
import type { FastifyInstance } from 'fastify'

/** A real 1x1 PNG (red pixel), so the bytes are an image and not merely start like one. */
const PNG_1X1 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC'
export const tinyPng = () => Buffer.from(PNG_1X1, 'base64')

const BOUNDARY = '----trip-test-boundary'

export function multipartBody(
  file: Buffer,
  { type = 'image/png', field = 'file', name = 'photo.png' } = {},
): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ])
}

export async function upload(
  app: FastifyInstance,
  file: Buffer,
  options: Parameters<typeof multipartBody>[1] = {},
  from: { remoteAddress?: string; sid?: string } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/upload/image',
    ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
    headers: {
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(from.sid ? { authorization: from.sid } : {}),
    },
    payload: multipartBody(file, options),
  })
  return { status: res.statusCode, body: res.json() as Record<string, any> }
}
