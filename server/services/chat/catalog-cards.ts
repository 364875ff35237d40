// A search hit as the card an answer shows: the real row's id, its title in the reader's language,
// and the server's own image of it.
import type { ChatCardView, ChatLang } from '../../../types/api/chat-stream'
import type { CatalogHit } from '../../repositories/search'
import { mediaUrl } from '../../lib/media'

export function hitCard(hit: CatalogHit, lang: ChatLang): ChatCardView {
  const en = lang === 'en'
  const title = (en && hit.titleEn) || hit.title
  const city = (en && hit.cityEn) || hit.city
  return hit.kind === 'place'
    ? { type: 'place', id: hit.id, title, subtitle: city, image: mediaUrl.place(hit.id) }
    : { type: 'journey', id: hit.id, title, subtitle: city, image: mediaUrl.journeyCover(hit.id) }
}
