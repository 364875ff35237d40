// What a shared link says about itself (issue 12, item 3): the document served for a shared journey
// carries the journey's title as <title>, its description, and the Open Graph tags that chat apps and
// social sites read for a link card (og:title, og:description, og:image, og:url). Values are escaped for
// HTML attributes and text: titles are user-written.
import type { JourneyDetail } from '../../types/api/journey'

export interface ShareMeta {
  title: string
  description: string
  /** Absolute address of the card's image. */
  image: string
  /** Absolute address of the page. */
  url: string
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)
}

/** An address made absolute on the site's origin; absolute http(s) addresses are kept as they are. */
export function absoluteOn(origin: string, address: string): string {
  if (/^https?:\/\//i.test(address)) return address
  return `${origin}${address.startsWith('/') ? '' : '/'}${address}`
}

const MAX_DESCRIPTION = 160

export function journeyShareMeta(
  journey: JourneyDetail,
  { origin, path, lang }: { origin: string; path: string; lang: 'zh-CN' | 'en' },
): ShareMeta {
  const english = lang === 'en'
  const title = (english && journey.titleEn.trim()) || journey.title
  const length = english
    ? `${journey.dayCount} day${journey.dayCount === 1 ? '' : 's'}`
    : `${journey.dayCount} 天`
  const cities = journey.cities.join(english ? ', ' : '、')
  // The summary is written in Chinese only; an English card says the length and the cities.
  const outline = [length, cities].filter(Boolean).join(' · ')
  const summary = english ? outline : journey.summary.trim() || outline
  return {
    title,
    description: summary.length > MAX_DESCRIPTION ? `${summary.slice(0, MAX_DESCRIPTION - 1)}…` : summary,
    image: absoluteOn(origin, journey.cover),
    url: absoluteOn(origin, path),
  }
}

/**
 * The document with the page's <title> and description replaced and the Open Graph tags added before
 * </head>. A document without a <title> gets one.
 */
export function withShareMeta(html: string, meta: ShareMeta): string {
  const title = `<title>${escapeHtml(meta.title)}</title>`
  const tags = [
    ['og:type', 'website'],
    ['og:title', meta.title],
    ['og:description', meta.description],
    ['og:image', meta.image],
    ['og:url', meta.url],
  ]
    .map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`)
    .join('')
  const description = `<meta name="description" content="${escapeHtml(meta.description)}">`
  let out = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => title)
    : html.replace('</head>', () => `${title}</head>`)
  out = /<meta name="description"[^>]*>/i.test(out)
    ? out.replace(/<meta name="description"[^>]*>/i, () => description)
    : out.replace('</head>', () => `${description}</head>`)
  return out.replace('</head>', () => `${tags}</head>`)
}
