import type { Wish } from '@types-shared/api/wish'
import type { Translate } from '@/i18n'
import { api } from '@/services/site-client'
import '@/i18n/locales/parts/share'
import type { ShareDraft } from './share-draft'

/**
 * A wish's share. Only the wisher's own share counts (wish/share earns them a chance), so the count is
 * asked only of them; the server refuses anyone else's anyway.
 */
export function wishDraft(wish: Wish, t: Translate, viewerId: number | null): ShareDraft {
  const title = wish.text
  return {
    // The wisher is the sharer, whoever passes it on: a friend's open earns the wish's owner a chance.
    target: { kind: 'wish', id: wish.id, sharer: wish.user.id },
    card: {
      kind: 'wish',
      id: String(wish.id),
      title,
      cover: wish.user.avatar || undefined,
      byline: t('sharePage.wishBy', { name: wish.user.nickname }),
      detail: t('sharePage.wishTo', { destination: wish.destination }),
    },
    subject: { title: t('sharePage.wishBy', { name: wish.user.nickname }), text: title },
    poster: {
      title,
      byline: t('sharePage.wishBy', { name: wish.user.nickname }),
      detail: t('sharePage.wishTo', { destination: wish.destination }),
      tags: [wish.destination],
      scanHint: t('sharePage.posterScan.wish'),
    },
    count: viewerId === wish.user.id ? () => api('shareWish', { wishId: wish.id }) : undefined,
  }
}
