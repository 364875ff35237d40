// Cards point at real rows: ids from the database, the title in the reader's language, the image from
// the media routes (server/lib/media.ts), a subtitle a traveller can scan.
import type { ChatCardView } from '../../../../types/api/chat-stream'
import { mediaUrl } from '../../../lib/media'
import type { Draft } from './draft'
import { categoryName } from './words'

export interface PlaceLike {
  id: number
  name: string
  nameEn: string
  city: string
  cityEn: string
  category?: string
}

export interface JourneyLike {
  id: number
  title: string
  titleEn: string
  days?: number
}

export function placeCard(d: Draft, p: PlaceLike): ChatCardView {
  const city = d.t(p.city, p.cityEn)
  const category = p.category ? categoryName(d, p.category) : ''
  return {
    type: 'place',
    id: p.id,
    title: d.t(p.name, p.nameEn),
    subtitle: category ? `${city} · ${category}` : city,
    image: mediaUrl.place(p.id),
  }
}

export function journeyCard(d: Draft, j: JourneyLike): ChatCardView {
  return {
    type: 'journey',
    id: j.id,
    title: d.t(j.title, j.titleEn),
    ...(j.days ? { subtitle: d.t(`${j.days} 天`, j.days === 1 ? '1 day' : `${j.days} days`) } : {}),
    image: mediaUrl.journeyCover(j.id),
  }
}
