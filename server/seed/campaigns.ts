// Demo campaigns with stable ids (types/api/campaign.ts CAMPAIGN_IDS), their tasks and prize
// pools, capture collectibles and check-in templates. Windows reach into 2027 so the demo
// stays playable; an operator changes them in the campaigns table.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { mediaUrl } from '../lib/media'

const RULES_SUMMER = `1. 活动期间完成任务获得抽奖机会：每日签到、分享行程、浏览夏日行程、点亮城市、邀请好友。分享行程（好友打开）、点亮城市、邀请好友（好友登录打开你的邀请链接）由系统核验后才可领取。
2. 每人每分钟最多抽奖 10 次。
3. 每次抽奖消耗一次机会，按奖品权重从剩余库存中抽取，奖品抽完即止。
4. 中奖后可在“我的奖品”中兑换（实物奖品需填写收货地址）、绑定到账号，或转赠给一位好友；每件奖品只能兑换或转赠一次。
5. 转赠链接只能被一位好友领取，领取后不可再次转赠；72 小时内未被领取的链接失效，奖品退回。活动结束 30 天后未兑换的奖品作废。`

/** The Spring Festival special (issue 16): its texts, destinations (seeded places) and journeys. */
export const SPRING_FESTIVAL_CONFIG = {
  titleEn: 'Where to for Spring Festival',
  intro: '冰雪、海岛、庙会和古寺：挑一个地方，和家人一起过年。',
  introEn: 'Ice, islands, temple fairs and old shrines: pick a place to spend the New Year with family.',
  journeyIds: [4, 5, 2],
  destinations: [
    {
      placeId: 1006,
      blurb: '冰灯在零下二十度的夜里亮起。',
      blurbEn: 'Ice lanterns glowing at minus twenty.',
    },
    {
      placeId: 1008,
      blurb: '春节去海边，一家人穿短袖过年。',
      blurbEn: 'New Year in T-shirts on a tropical beach.',
    },
    {
      placeId: 124,
      blurb: '鼓浪屿的年味：闽南庙会和烟花。',
      blurbEn: 'Gulangyu at New Year: temple fairs and fireworks.',
    },
    {
      placeId: 138,
      blurb: '豫园灯会，元宵节前最热闹。',
      blurbEn: 'The Yu Garden lantern fair, liveliest before the Lantern Festival.',
    },
    {
      placeId: 45,
      blurb: '八坂神社的初诣，新年第一次参拜。',
      blurbEn: 'Hatsumode, the first shrine visit of the year, at Yasaka.',
    },
    {
      placeId: 1007,
      blurb: '中央大街的冬夜和马迭尔冰棍。',
      blurbEn: 'A winter night on Central Street with a Modern ice lolly.',
    },
  ],
}

export async function seedCampaigns(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('campaigns')
    .values([
      {
        id: 1,
        kind: 'summer2025',
        title: '2025 夏日冰淇淋环游记',
        starts_at: '2025-06-01T00:00:00.000Z',
        ends_at: '2027-12-31T16:00:00.000Z',
        rules: RULES_SUMMER,
        miss_weight: 40,
        config_json: JSON.stringify({ theme: 'ice-cream', journeyIds: [4, 5, 6, 3] }),
      },
      {
        id: 2,
        kind: 'capture',
        title: '城市收藏家',
        starts_at: '2025-03-01T00:00:00.000Z',
        ends_at: '2027-12-31T16:00:00.000Z',
        rules: '到访活动地点收集城市卡片获得积分，积分可在礼品店兑换礼品。每张卡片只计一次积分。',
        miss_weight: 0,
        config_json: '{}',
      },
      {
        id: 3,
        kind: 'wish',
        title: '环游世界心愿单',
        starts_at: '2025-01-01T00:00:00.000Z',
        ends_at: '2027-12-31T16:00:00.000Z',
        rules:
          '每天可许一个心愿，获得一次抽奖机会。分享心愿后，每位登录的好友打开你的心愿链接为你带来一次机会（每个心愿最多三次，每天最多三次）。中奖的心愿会出现在中奖名单上。',
        miss_weight: 60,
        config_json: '{}',
      },
      {
        id: 4,
        kind: 'food',
        title: '跟着嘴巴去旅行',
        starts_at: '2025-04-01T00:00:00.000Z',
        ends_at: '2027-12-31T16:00:00.000Z',
        rules: '在活动城市的美食地点打卡“我吃过”，集齐一座城市的美食即可分享成就。',
        miss_weight: 0,
        config_json: '{}',
      },
      {
        id: 5,
        kind: 'springFestival',
        title: '新春去哪儿',
        starts_at: '2025-01-10T00:00:00.000Z',
        ends_at: '2027-02-28T16:00:00.000Z',
        rules: '精选春节目的地与行程。',
        miss_weight: 0,
        config_json: JSON.stringify(SPRING_FESTIVAL_CONFIG),
      },
      {
        id: 6,
        kind: 'checkin',
        title: '人生地点收集册',
        starts_at: '2024-01-01T00:00:00.000Z',
        ends_at: '2099-12-31T16:00:00.000Z',
        rules: '点亮你去过的国家、省份和城市。点亮可以随时取消；同一地区只点亮一次。',
        miss_weight: 0,
        config_json: '{}',
      },
    ])
    .execute()
  await db
    .insertInto('campaign_tasks')
    .values([
      {
        campaign_id: 1,
        key: 'daily_checkin',
        title: '每日签到',
        chances: 1,
        points: 0,
        daily_limit: 1,
        total_limit: 999,
        check_kind: 'self',
      },
      {
        campaign_id: 1,
        key: 'share_journey',
        title: '分享一条行程',
        chances: 1,
        points: 0,
        daily_limit: 2,
        total_limit: 999,
        check_kind: 'server',
      },
      {
        campaign_id: 1,
        key: 'view_summer_journey',
        title: '浏览夏日精选行程',
        chances: 1,
        points: 0,
        daily_limit: 1,
        total_limit: 999,
        check_kind: 'self',
      },
      {
        campaign_id: 1,
        key: 'light_up_city',
        title: '在人生地点收集册点亮一座城市',
        chances: 1,
        points: 0,
        daily_limit: 1,
        total_limit: 3,
        check_kind: 'server',
      },
      {
        campaign_id: 1,
        key: 'invite_friend',
        title: '邀请好友参加',
        chances: 2,
        points: 0,
        daily_limit: 2,
        total_limit: 5,
        check_kind: 'server',
      },
      {
        campaign_id: 2,
        key: 'daily_visit',
        title: '每日逛逛',
        chances: 0,
        points: 10,
        daily_limit: 1,
        total_limit: 999,
        check_kind: 'self',
      },
      {
        campaign_id: 2,
        key: 'share_collection',
        title: '分享收藏册',
        chances: 0,
        points: 20,
        daily_limit: 1,
        total_limit: 999,
        check_kind: 'self',
      },
    ])
    .execute()
  const prizes = [
    {
      campaign_id: 1,
      name: '夏日冰淇淋兑换券',
      kind: 'coupon',
      stock: 500,
      weight: 50,
      points_cost: 0,
      description: '合作门店任意单球冰淇淋一份。',
    },
    {
      campaign_id: 1,
      name: '旅行地图冰箱贴',
      kind: 'physical',
      stock: 100,
      weight: 20,
      points_cost: 0,
      description: '六座城市限定款，包邮到家。',
    },
    {
      campaign_id: 1,
      name: '皮质行李牌',
      kind: 'physical',
      stock: 50,
      weight: 10,
      points_cost: 0,
      description: '可刻字的植鞣皮行李牌。',
    },
    {
      campaign_id: 1,
      name: '会员月卡',
      kind: 'virtual',
      stock: 200,
      weight: 15,
      points_cost: 0,
      description: 'App 会员 30 天，绑定账号后生效。',
    },
    {
      campaign_id: 1,
      name: '东京往返机票',
      kind: 'physical',
      stock: 1,
      weight: 1,
      points_cost: 0,
      description: '上海—东京往返经济舱一张（大奖）。',
    },
    {
      campaign_id: 2,
      name: '城市明信片套装',
      kind: 'physical',
      stock: 80,
      weight: 0,
      points_cost: 60,
      description: '十二张城市插画明信片。',
    },
    {
      campaign_id: 2,
      name: '咖啡兑换券',
      kind: 'coupon',
      stock: 300,
      weight: 0,
      points_cost: 30,
      description: '合作咖啡店中杯饮品一杯。',
    },
    {
      campaign_id: 2,
      name: '旅行收纳包',
      kind: 'physical',
      stock: 40,
      weight: 0,
      points_cost: 120,
      description: '防泼水的旅行分装包。',
    },
    {
      campaign_id: 2,
      name: '会员周卡',
      kind: 'virtual',
      stock: 500,
      weight: 0,
      points_cost: 20,
      description: 'App 会员 7 天。',
    },
    {
      campaign_id: 3,
      name: '环球旅行基金 5000 元',
      kind: 'virtual',
      stock: 3,
      weight: 1,
      points_cost: 0,
      description: '用于预订机票酒店的旅行金。',
    },
    {
      campaign_id: 3,
      name: '旅行相机',
      kind: 'physical',
      stock: 10,
      weight: 4,
      points_cost: 0,
      description: '轻便卡片相机。',
    },
    {
      campaign_id: 3,
      name: '心愿明信片',
      kind: 'physical',
      stock: 300,
      weight: 35,
      points_cost: 0,
      description: '从心愿目的地寄出的明信片。',
    },
  ]
  await db
    .insertInto('prizes')
    .values(prizes.map((p, i) => ({ ...p, id: i + 1, initial_stock: p.stock, image: mediaUrl.prize(i + 1) })))
    .execute()
}
