import type { UserPrize } from '@types-shared/api/campaign'
import { translate, type MessageKey } from '@/i18n'
import { prizeDraft } from '../drafts/prize-draft'

const TOKEN = 'f'.repeat(32)
const PRIZE = {
  id: 4,
  status: 'transferring',
  prize: { id: 40, name: '旅行地图冰箱贴', image: '/api/v1/media/x.png', kind: 'physical', description: '' },
} as unknown as UserPrize
const zh = (key: MessageKey, params?: Record<string, string | number>) => translate('zh-CN', key, params)

describe("a transferred prize's share", () => {
  it('names the prize and who sends it, and targets the accept link', () => {
    const draft = prizeDraft(PRIZE, 'summer2025', TOKEN, zh, '阿林')
    expect(draft.target).toEqual({ kind: 'prize', campaign: 'summer2025', token: TOKEN })
    expect(draft.card).toMatchObject({ kind: 'prize', title: '旅行地图冰箱贴', byline: '阿林 送你一份奖品' })
    expect(draft.poster.scanHint).toBe('扫码领取这份奖品')
  })

  it('says "a friend" when the sender is not known', () => {
    expect(prizeDraft(PRIZE, 'capture', TOKEN, zh, null).card.byline).toBe('好友送你一份奖品')
  })
})
