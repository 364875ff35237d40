import type { Stats } from '@types-shared/api/checkin'
import type { Translate } from '@/i18n'
import { api } from '@/services/site-client'
import '@/i18n/locales/parts/share'
import type { ShareDraft } from './share-draft'

/** A traveller's lit map: how many cities they lit; activity/share counts it (theirs only). */
export function checkinDraft(
  traveller: { id: number; nickname: string },
  stats: Stats,
  t: Translate,
  code?: string,
): ShareDraft {
  const detail = t('sharePage.checkinDetail', { count: stats.cities })
  const byline = t('sharePage.checkinBy', { name: traveller.nickname })
  return {
    target: { kind: 'checkin', userId: traveller.id, ...(code ? { code } : {}) },
    card: { kind: 'checkin', id: String(traveller.id), title: byline, byline: traveller.nickname, detail },
    subject: { title: byline, text: detail },
    poster: {
      title: byline,
      byline: traveller.nickname,
      detail,
      tags: [],
      scanHint: t('sharePage.posterScan.checkin'),
    },
    count: (channel) => api('shareCheckin', { channel }),
  }
}
