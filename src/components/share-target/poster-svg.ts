import { qrPath } from './qr-path'

export interface PosterContent {
  title: string
  /** Who made it: "by Xiao Lin" (a journey's author, a wisher, a traveller). */
  byline: string
  /** Its numbers: "5 days · 32 places", "12 cities lit", a campaign's dates. */
  detail: string
  /** Shown on the cover band: a journey's cities, a wish's places, a campaign's name. */
  tags: readonly string[]
  /** The absolute address the QR code opens. */
  link: string
  /**
   * A code image to draw instead of the QR code of `link` (a vendor's mini-program code, as a data
   * address: an SVG shown as an image may load nothing from elsewhere).
   */
  codeImage?: string
  scanHint: string
  brand: string
  /**
   * Shapes drawn on the cover band (a lit map), in the band's units (600 x 360): only path data and hex
   * fills, so nothing from outside can end up in the document.
   */
  artwork?: readonly { d: string; fill: string }[]
  /** The band's two colours (a template's), instead of the seed's. */
  palette?: readonly [string, string]
  /** Picks the cover band's colours, so each target keeps its own (`targetSeed`). */
  seed: number
}

export const POSTER_WIDTH = 600
export const POSTER_HEIGHT = 900

const PALETTES = [
  ['#1f7a5c', '#6cc3a0'],
  ['#24527a', '#79b4e0'],
  ['#8a3b52', '#e59ab0'],
  ['#7a5a1f', '#e4c46c'],
  ['#4b3f8a', '#a99be6'],
] as const

const escapeXml = (s: string) =>
  s.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  )

/** Splits a title into at most `lines` lines of about `width` units (CJK characters count double). */
export function wrapTitle(title: string, width = 20, lines = 2): string[] {
  const out: string[] = []
  let line = ''
  let used = 0
  const chars = Array.from(title.trim())
  for (let i = 0; i < chars.length; i++) {
    const w = /[\u2e80-\uffff]/.test(chars[i]) ? 2 : 1
    if (used + w > width) {
      if (out.length === lines - 1) return [...out, `${line.slice(0, -1)}…`]
      out.push(line)
      line = ''
      used = 0
    }
    line += chars[i]
    used += w
  }
  return line ? [...out, line] : out
}

/** The QR code of `link` in a white box of `box` units at (x, y). */
function qrGroup(link: string, x: number, y: number, box: number): string {
  const qr = qrPath(link)
  return [
    `<g data-qr="1" transform="translate(${x} ${y}) scale(${box / (qr.size + 4)})">`,
    `<rect width="${qr.size + 4}" height="${qr.size + 4}" fill="#fff"/>`,
    `<path transform="translate(2 2)" d="${qr.d}" fill="#000"/></g>`,
  ].join('')
}

/**
 * The share poster as an SVG document: a cover band, title, byline, numbers and tags, and a QR code of
 * the target's address (any share target: components/share-target/target.ts). SVG because it renders the same on H5 and in mini-programs (as a data URL
 * image) with no canvas. An SVG shown as an image may not load other addresses, so the cover is drawn
 * (the target's colours and tags) rather than linked.
 */
const HEX = /^#[0-9a-fA-F]{3,8}$/
const PATH_DATA = /^[MLHVZmlhvz0-9.,\s-]{1,20000}$/

/** The artwork's shapes that are plain path data with a hex fill; anything else is left out. */
function artworkGroup(artwork: PosterContent['artwork']): string {
  const safe = (artwork ?? []).filter((a) => PATH_DATA.test(a.d) && HEX.test(a.fill)).slice(0, 400)
  if (safe.length === 0) return ''
  const paths = safe.map((a) => `<path d="${a.d}" fill="${a.fill}"/>`).join('')
  return `<g data-artwork="1" stroke="#fff" stroke-width="0.8" stroke-opacity="0.7">${paths}</g>`
}

export function posterSvg(p: PosterContent): string {
  const [dark, light] =
    p.palette && p.palette.every((c) => HEX.test(c))
      ? p.palette
      : PALETTES[Math.abs(p.seed) % PALETTES.length]
  const qrBox = 200
  const qrX = POSTER_WIDTH - 48 - qrBox
  const qrY = POSTER_HEIGHT - 48 - qrBox
  const titleLines = wrapTitle(p.title)
    .map((line, i) => `<text x="48" y="${440 + i * 52}" class="title">${escapeXml(line)}</text>`)
    .join('')
  const tags = escapeXml(p.tags.slice(0, 6).join(' · '))
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}">`,
    '<style>text{font-family:"PingFang SC","Noto Sans CJK SC","Microsoft YaHei",sans-serif;fill:#1d2430}',
    '.title{font-size:40px;font-weight:700}.meta{font-size:24px;fill:#4a5361}.small{font-size:20px;fill:#6b7482}',
    '.band{font-size:30px;font-weight:700;fill:#fff}</style>',
    `<defs><linearGradient id="band" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>`,
    `<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" fill="#fff"/>`,
    `<rect width="${POSTER_WIDTH}" height="360" fill="url(#band)"/>`,
    `<circle cx="500" cy="90" r="150" fill="#fff" fill-opacity="0.12"/><circle cx="80" cy="330" r="110" fill="#fff" fill-opacity="0.1"/>`,
    artworkGroup(p.artwork),
    `<text x="48" y="300" class="band">${tags}</text>`,
    titleLines,
    `<text x="48" y="560" class="meta">${escapeXml(p.byline)}</text>`,
    `<text x="48" y="604" class="meta">${escapeXml(p.detail)}</text>`,
    `<text x="48" y="${qrY + 90}" class="meta">${escapeXml(p.scanHint)}</text>`,
    `<text x="48" y="${qrY + 130}" class="small">${escapeXml(p.brand)}</text>`,
    p.codeImage && /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(p.codeImage)
      ? `<image data-mini-code="1" x="${qrX}" y="${qrY}" width="${qrBox}" height="${qrBox}" href="${p.codeImage}"/>`
      : qrGroup(p.link, qrX, qrY, qrBox),
    '</svg>',
  ].join('')
}

/** The poster as an image address for <Image>, saving and sharing. */
export { svgDataUrl } from '@/platform/svg-data-url'
