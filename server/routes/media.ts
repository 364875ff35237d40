// Locally generated images (no internet at run or test time): an SVG per journey cover,
// place photo, prize, collectible, poster, avatar and icon, coloured by a hash of its key.
import type { FastifyInstance } from 'fastify'
import type { ImageCampaign } from '../../types/api/content'
import { hashOf } from '../lib/geo'
import { drawCampaignSlice } from '../lib/campaign-art'

const KINDS = new Set(['journey', 'place', 'avatar', 'prize', 'item', 'poster', 'magazine', 'icon'])
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

async function labelOf(app: FastifyInstance, kind: string, id: number): Promise<string> {
  return (await app.repos.media.findLabel(kind, id)) ?? `${kind} ${id}`
}

export function svg(label: string, key: string, square: boolean): string {
  const h = hashOf(key)
  const hue = h % 360
  const w = square ? 240 : 750
  const hgt = square ? 240 : 500
  const text = esc(label.length > 14 ? label.slice(0, 13) + '…' : label)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${hgt}" viewBox="0 0 ${w} ${hgt}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,62%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},65%,42%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${w * 0.8}" cy="${hgt * 0.25}" r="${hgt * 0.12}" fill="#fff" fill-opacity=".35"/>
<path d="M0 ${hgt * 0.78} L${w * 0.3} ${hgt * 0.5} L${w * 0.55} ${hgt * 0.72} L${w * 0.75} ${hgt * 0.55} L${w} ${hgt * 0.8} V${hgt} H0Z" fill="#000" fill-opacity=".18"/>
<text x="50%" y="${square ? '56%' : '88%'}" font-family="PingFang SC, Noto Sans CJK SC, sans-serif" font-size="${square ? 26 : 40}" fill="#fff" text-anchor="middle">${text}</text>
</svg>`
}

export default async function mediaRoutes(app: FastifyInstance) {
  // Image campaign slices (issue 16): /api/v1/media/campaign/<key>-<n>.svg, themed per page, with the
  // heading of slice n as stored (the part of its alt text before the colon).
  app.get('/api/v1/media/campaign/:file', { schema: { hide: true } }, async (req, reply) => {
    const m = (req.params as { file: string }).file.match(/^([a-z0-9]{1,20})-(\d{1,2})\.svg$/)
    const n = Number(m?.[2] ?? 0)
    const row = m ? await app.repos.content.findImageCampaign(m[1]!) : undefined
    const alt = row ? (JSON.parse(row.content_json) as ImageCampaign).slices[n - 1]?.alt : undefined
    const drawn = m && n >= 1 ? drawCampaignSlice(m[1]!, n, (alt ?? `${m[1]} ${n}`).split('：')[0]!) : null
    if (!drawn)
      return reply.status(404).send({ code: 40400, msg: 'no such image', success: false, data: null })
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml; charset=utf-8')
    return drawn
  })

  app.get('/api/v1/media/:kind/:file', { schema: { hide: true } }, async (req, reply) => {
    const { kind, file } = req.params as { kind: string; file: string }
    const m = file.match(/^(\d{1,9})(?:-(\d{1,2}))?\.svg$/)
    if (!KINDS.has(kind) || !m) {
      return reply.status(404).send({ code: 40400, msg: 'no such image', success: false, data: null })
    }
    const id = Number(m[1])
    const label = await labelOf(app, kind, id)
    reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml; charset=utf-8')
    return svg(
      label,
      `${kind}/${file}`,
      kind === 'avatar' || kind === 'icon' || kind === 'item' || kind === 'prize',
    )
  })
}
