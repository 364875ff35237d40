// Places the content pages need beyond the demo journeys (issue 16): food places in Guangzhou and
// Kyoto for the food trail, Spring Festival destinations (Harbin, Sanya) and Kabukicho for the night
// page. Real places, WGS84 coordinates from public maps; ids from 1001 so they never meet the
// journeys' ids, which are assigned in order of appearance.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { hashOf } from '../../lib/geo'

interface City {
  city: string
  cityEn: string
  country: string
  province: string | null
  cityCode: string | null
}
const GZ: City = { city: '广州', cityEn: 'Guangzhou', country: 'CN', province: '440000', cityCode: '440100' }
const HRB: City = { city: '哈尔滨', cityEn: 'Harbin', country: 'CN', province: '230000', cityCode: '230100' }
const SY: City = { city: '三亚', cityEn: 'Sanya', country: 'CN', province: '460000', cityCode: '460200' }
const TYO: City = { city: '东京', cityEn: 'Tokyo', country: 'JP', province: 'JP-13', cityCode: null }
const KYO: City = { city: '京都', cityEn: 'Kyoto', country: 'JP', province: 'JP-26', cityCode: null }

/** [id, name, English name, category, lat, lon, address, description, city] */
type Extra = [number, string, string, string, number, number, string, string, City]

export const EXTRA_PLACES: Extra[] = [
  [
    1001,
    '陶陶居 第十甫店',
    'Tao Tao Ju, Dishifu Road',
    'food',
    23.1233,
    113.2467,
    '荔湾区第十甫路20号',
    '百年茶楼，虾饺和叉烧包是早茶必点。',
    GZ,
  ],
  [
    1002,
    '南信牛奶甜品专家',
    'Nanxin Milk Desserts',
    'food',
    23.1231,
    113.248,
    '荔湾区第十甫路47号',
    '双皮奶和姜撞奶，西关的甜。',
    GZ,
  ],
  [
    1003,
    '银记肠粉 上下九店',
    'Yinji Rice Rolls, Shangxiajiu',
    'food',
    23.1198,
    113.2501,
    '荔湾区上下九路79号',
    '现拉的布拉肠粉，牛肉和鲜虾各来一碟。',
    GZ,
  ],
  [
    1004,
    '文明路甜品街',
    'Wenming Road Dessert Street',
    'food',
    23.1247,
    113.2779,
    '越秀区文明路',
    '一条街的糖水铺，晚上十点依然排队。',
    GZ,
  ],
  [
    1005,
    '祇园いづ重',
    'Gion Izuju',
    'food',
    35.0036,
    135.7775,
    '京都市东山区祇园町北侧292-1',
    '八坂神社对面的京寿司老铺，鲭鱼棒寿司。',
    KYO,
  ],
  [
    1006,
    '哈尔滨冰雪大世界',
    'Harbin Ice and Snow World',
    'sight',
    45.78,
    126.57,
    '松北区太阳岛西侧',
    '用松花江冰块砌成的城堡，春节前后灯光最盛。',
    HRB,
  ],
  [
    1007,
    '中央大街',
    'Central Street, Harbin',
    'shopping',
    45.7736,
    126.6178,
    '道里区中央大街',
    '面包石路和欧式建筑，冬夜吃一根马迭尔冰棍。',
    HRB,
  ],
  [1008, '亚龙湾', 'Yalong Bay', 'nature', 18.23, 109.64, '吉阳区亚龙湾', '冬天也能下海的月牙形海湾。', SY],
  [
    1009,
    '蜈支洲岛',
    'Wuzhizhou Island',
    'nature',
    18.313,
    109.762,
    '海棠区蜈支洲岛',
    '清澈海水和珊瑚，春节一家人的海岛。',
    SY,
  ],
  [
    1010,
    '歌舞伎町一番街',
    'Kabukicho Ichibangai',
    'sight',
    35.6943,
    139.703,
    '东京都新宿区歌舞伎町1丁目',
    '红色拱门后是不夜城的霓虹。',
    TYO,
  ],
  [
    1011,
    '新宿哥斯拉头像',
    'Godzilla Head, Shinjuku',
    'sight',
    35.6945,
    139.7019,
    '东京都新宿区歌舞伎町1-19-1',
    '酒店八楼探出的哥斯拉，整点会吼。',
    TYO,
  ],
]

export async function seedExtraPlaces(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('places')
    .values(
      EXTRA_PLACES.map(([id, name, nameEn, category, lat, lon, address, description, c]) => {
        const h = hashOf(nameEn)
        return {
          id,
          name,
          name_en: nameEn,
          category,
          country_code: c.country,
          province_code: c.province,
          city_code: c.cityCode,
          city: c.city,
          city_en: c.cityEn,
          lat,
          lon,
          coord_sys: 'wgs84',
          address,
          rating: 4 + (h % 10) / 10,
          price_level: category === 'food' ? 2 : 1,
          opening_hours: category === 'food' ? '08:00-22:00' : '09:00-21:00',
          phone: '',
          tags_json: JSON.stringify([category === 'food' ? '美食' : '景点', c.city]),
          description,
          outer_ids_json: JSON.stringify({
            amap: `B0${(h % 1e8).toString(36).toUpperCase()}`,
            google: `ChIJ${h.toString(36)}`,
          }),
        }
      }),
    )
    .execute()
}
