// Journeys that exist to show the clear pages for private and deleted journeys (PRODUCT.md).
import type { JourneySeed } from './types'

const base = {
  country: 'CN',
  currency: 'CNY',
  views: 12,
  saves: 0,
  startDate: '2025-12-20',
}

export const PRIVATE_JOURNEY: JourneySeed = {
  ...base,
  id: 7,
  title: '上海周末（私密草稿）',
  titleEn: 'A weekend in Shanghai (private draft)',
  summary: '只有作者自己能看到的草稿。',
  ownerId: 2,
  visibility: 'private',
  reviewStatus: 'draft',
  days: [
    {
      title: '外滩散步',
      city: '上海',
      cityEn: 'Shanghai',
      province: '310000',
      cityCode: '310100',
      items: [
        [
          '外滩',
          'The Bund',
          'sight',
          31.24,
          121.49,
          '黄浦区中山东一路',
          '五十二幢万国建筑，入夜后灯光全开。',
          60,
        ],
        [
          '外白渡桥',
          'Waibaidu Bridge',
          'sight',
          31.2446,
          121.4905,
          '黄浦区中山东一路',
          '中国第一座全钢结构铆接桥，夜景经典机位。',
          20,
        ],
      ],
    },
  ],
}

export const DELETED_JOURNEY: JourneySeed = {
  ...PRIVATE_JOURNEY,
  id: 8,
  title: '已删除的行程',
  titleEn: 'A deleted journey',
  summary: '作者已删除。',
  ownerId: 1,
  visibility: 'public',
  reviewStatus: 'published',
}
