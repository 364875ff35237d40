// Collectible cards of the capture campaign (each tied to a demo place), check-in poster
// templates (Spring Festival ones included) and map icons.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { mediaUrl } from '../lib/media'

export async function seedCollectibles(db: Kysely<DB>): Promise<void> {
  // Each collectible belongs to a demo place (by English name); visiting it collects the card.
  const items: [string, string, number, string][] = [
    ['雷门灯笼', 'common', 10, 'Kaminarimon'],
    ['晴空塔', 'rare', 20, 'Tokyo Skytree'],
    ['涩谷十字路口', 'common', 10, 'Shibuya Scramble Crossing'],
    ['千本鸟居', 'rare', 20, 'Fushimi Inari Taisha'],
    ['清水舞台', 'common', 10, 'Kiyomizu-dera'],
    ['金阁', 'epic', 40, 'Kinkaku-ji'],
    ['五重塔与富士', 'epic', 40, 'Arakurayama Sengen Park (Chureito Pagoda)'],
    ['熊猫宝宝', 'rare', 20, 'Chengdu Research Base of Giant Panda Breeding'],
    ['盖碗茶', 'common', 10, "Heming Teahouse, People's Park"],
    ['日光岩', 'common', 10, 'Sunlight Rock'],
    ['外白渡桥', 'rare', 20, 'Waibaidu Bridge'],
    ['东方明珠', 'common', 10, 'Oriental Pearl Tower'],
  ]
  const places = await db
    .selectFrom('places')
    .select(['id', 'name_en'])
    .where(
      'name_en',
      'in',
      items.map((i) => i[3]),
    )
    .execute()
  await db
    .insertInto('capture_items')
    .values(
      items.map(([name, rarity, points, placeEn], i) => ({
        id: i + 1,
        campaign_id: 2,
        name,
        rarity,
        points,
        image: mediaUrl.item(i + 1),
        place_id: places.find((p) => p.name_en === placeEn)?.id ?? null,
      })),
    )
    .execute()
  await db
    .insertInto('checkin_templates')
    .values([
      { id: 1, kind: 'normal', name: '我的足迹地图', image: mediaUrl.poster(1), year: null },
      { id: 2, kind: 'normal', name: '城市收集进度', image: mediaUrl.poster(2), year: null },
      { id: 3, kind: 'cny', name: '蛇年新春·福到万家', image: mediaUrl.poster(3), year: 2025 },
      { id: 4, kind: 'cny', name: '马年新春·一马当先', image: mediaUrl.poster(4), year: 2026 },
    ])
    .execute()
  await db
    .insertInto('checkin_icons')
    .values([
      { id: 1, name: '国家', image: mediaUrl.icon(1), level: 'country' },
      { id: 2, name: '省份', image: mediaUrl.icon(2), level: 'province' },
      { id: 3, name: '城市', image: mediaUrl.icon(3), level: 'city' },
    ])
    .execute()
}
