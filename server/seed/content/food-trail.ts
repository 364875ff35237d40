// The food trail of campaign 4 ("follow your mouth to travel", issue 16): curated food places of
// the seeded data, five cities, each with a line on what to eat there. Order = trail order.
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'

/** [place id, city code, blurb, English blurb] (city codes: adcodes in China, JP-TYO / JP-KYO abroad) */
export const FOOD_TRAIL: [number, string, string, string][] = [
  [
    103,
    '510100',
    '麻婆豆腐的发源地，麻、辣、烫、香、酥、嫩。',
    'Where mapo tofu was born: numbing, hot and silky.',
  ],
  [
    88,
    '510100',
    '盖碗茶配瓜子，一个下午就这样过去。',
    'A lidded bowl of tea and sunflower seeds: there goes the afternoon.',
  ],
  [
    95,
    '510100',
    '蛋烘糕、冒菜、冰粉，一路吃到街尾。',
    'Egg cakes, maocai and ice jelly, all the way down the street.',
  ],
  [99, '510100', '三大炮和糖油果子，锦里的老味道。', 'San da pao rice cakes and sugared dough balls.'],
  [110, '510100', '夜里的串串香和钵钵鸡。', 'Skewers in broth and bobo chicken after dark.'],
  [20, 'JP-TYO', '早上七点的玉子烧和海胆丼。', 'Tamagoyaki and a sea-urchin bowl at seven in the morning.'],
  [5, 'JP-TYO', '百年寿喜烧老铺，午市套餐最划算。', 'A century-old sukiyaki house; lunch sets are the deal.'],
  [18, 'JP-TYO', '烟雾里的烤鸡串和一杯生啤。', 'Yakitori in the smoke and a draught beer.'],
  [19, 'JP-TYO', '两百家小酒吧挤在六条小巷里。', 'Two hundred tiny bars in six narrow lanes.'],
  [
    59,
    'JP-KYO',
    '京都的厨房：渍物、豆乳甜甜圈、章鱼玉子。',
    "Kyoto's kitchen: pickles, soy-milk doughnuts, baby octopus.",
  ],
  [60, 'JP-KYO', '鸭川边的川床料理。', 'Dinner on a terrace over the Kamo River.'],
  [
    1005,
    'JP-KYO',
    '祇园的鲭鱼棒寿司，带回酒店当夜宵。',
    "Gion's mackerel sushi, to take back for a late snack.",
  ],
  [
    1001,
    '440100',
    '虾饺、叉烧包、凤爪：一盅两件的早茶。',
    'Har gow, char siu bao and chicken feet: a proper dim sum morning.',
  ],
  [1002, '440100', '双皮奶要凉的，姜撞奶要趁热。', 'Double-skin milk cold, ginger milk curd warm.'],
  [1003, '440100', '布拉肠粉现点现拉。', 'Rice noodle rolls steamed to order.'],
  [
    1004,
    '440100',
    '杨枝甘露和芝麻糊，糖水一条街。',
    'Mango pomelo sago and black sesame soup, a street of sweets.',
  ],
  [133, '350200', '沙茶面加大肠和鱿鱼。', 'Satay noodles with intestines and squid.'],
  [116, '350200', '花生汤配馅饼，老厦门的早餐。', 'Peanut soup with a flaky pie, an old Xiamen breakfast.'],
  [117, '350200', '挑海鲜，拿到楼上加工。', 'Pick your seafood and have it cooked upstairs.'],
  [130, '350200', '土笋冻和海蛎煎，边走边吃。', 'Sea-worm jelly and oyster omelette as you stroll.'],
]

export async function seedFoodTrail(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('food_trail')
    .values(
      FOOD_TRAIL.map(([placeId, cityCode, blurb, blurbEn], i) => ({
        place_id: placeId,
        city_code: cityCode,
        seq: i + 1,
        blurb,
        blurb_en: blurbEn,
      })),
    )
    .execute()
}
