// One magazine issue: sections and articles made of structured blocks. Text blocks are plain text
// with inline marks (bold, italic, links to allowed hosts); only a `rich` block holds HTML, which the
// site sanitizes on display (issue 16, docs/content.md).
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import type { Block } from '../../types/api/magazine'
import { mediaUrl } from '../lib/media'

const FOOD_TEXT = '广州人的一天从早茶开始：一盅两件，虾饺要皮薄，叉烧包要裂口。更多店铺见美食地图。'
const FOOD_RICH = [
  '<p>三家老店，<strong>早上八点前</strong>去不用排队：</p>',
  '<ul><li>陶陶居：虾饺和凤爪</li><li>南信：双皮奶</li><li>银记：布拉肠粉</li></ul>',
  '<p>完整路线见 <a href="https://www.trip.example/food/guangzhou">广州美食路线</a>。</p>',
].join('')

const ARTICLES: { section: number; title: string; author: string; summary: string; blocks: Block[] }[] = [
  {
    section: 1,
    title: '把夏天交给海边城市',
    author: '编辑部',
    summary: '厦门的海风、沙茶面和骑楼，为什么适合一个慢下来的夏天。',
    blocks: [
      {
        type: 'text',
        text: '七月的厦门，上午去八市看渔获，下午躲进沙坡尾的咖啡馆，傍晚沿环岛路骑到黄厝看日落。',
      },
      { type: 'journey', journeyId: 5 },
      { type: 'place', placeId: 0 },
      { type: 'quote', text: '城市在海上，海也在城市里。', by: '一位本地读者' },
    ],
  },
  {
    section: 1,
    title: '日落以后的外滩',
    author: '阿杰',
    summary: '从外白渡桥走到十六铺，再坐夜游船回望两岸。',
    blocks: [
      {
        type: 'text',
        text: '外滩的灯光在晚上七点准时亮起。先在外白渡桥拍一张经典角度，再沿中山东一路慢慢向南走。',
      },
      { type: 'journey', journeyId: 6 },
      { type: 'image', url: mediaUrl.journeyCover(6), caption: '黄浦江夜色' },
    ],
  },
  {
    section: 2,
    title: '京都红叶地图',
    author: '旅行者小鹿',
    summary: '东福寺、永观堂和岚山：按时间排好的赏枫路线。',
    blocks: [
      { type: 'text', text: '十一月中旬是京都红叶最好的时候。清晨去东福寺通天桥，人还不多。' },
      { type: 'journey', journeyId: 2 },
    ],
  },
  {
    section: 2,
    title: '在河口湖等一座山',
    author: 'Mia',
    summary: '富士山出现的概率、最佳机位和湖边的馎饦面。',
    blocks: [
      { type: 'text', text: '冬天早上富士山露脸的概率最高。大石公园和新仓山浅间公园是两个不用爬山的机位。' },
      { type: 'journey', journeyId: 3 },
    ],
  },
  {
    section: 3,
    title: '成都的茶馆时间',
    author: '编辑部',
    summary: '一碗盖碗茶，一个下午。',
    blocks: [
      { type: 'text', text: '鹤鸣茶社的竹椅坐满了下棋、掏耳朵和发呆的人，这就是成都。' },
      { type: 'journey', journeyId: 4 },
      { type: 'quote', text: '少不入川。', by: '俗语' },
    ],
  },
  {
    section: 3,
    title: '跟着嘴巴去广州',
    author: '编辑部',
    summary: '一盅两件的早茶、西关的糖水和一碗现拉的肠粉。',
    blocks: [
      {
        type: 'text',
        text: FOOD_TEXT,
        marks: [
          { kind: 'bold', start: 0, end: 9 },
          { kind: 'italic', start: 10, end: 14 },
          {
            kind: 'link',
            start: FOOD_TEXT.indexOf('美食地图'),
            end: FOOD_TEXT.indexOf('美食地图') + 4,
            href: 'https://www.trip.example/food',
          },
        ],
      },
      { type: 'rich', html: FOOD_RICH },
      { type: 'place', placeId: 1001 },
      { type: 'place', placeId: 103 },
      { type: 'journey', journeyId: 4 },
    ],
  },
]

export async function seedMagazine(db: Kysely<DB>): Promise<void> {
  await db
    .insertInto('magazines')
    .values({
      id: 1,
      issue: '2025-07',
      title: '旅行月刊 · 2025 年 7 月号：海边与夜色',
      cover: mediaUrl.magazine(1),
      intro: '这一期我们去了海边和夜晚：厦门、外滩，还有提前规划的秋天。',
      published_at: '2025-07-01T00:00:00.000Z',
    })
    .execute()
  await db
    .insertInto('magazine_sections')
    .values([
      { id: 1, magazine_id: 1, seq: 1, title: '本期专题：海边与夜色' },
      { id: 2, magazine_id: 1, seq: 2, title: '提前规划：日本的秋天' },
      { id: 3, magazine_id: 1, seq: 3, title: '城市生活' },
    ])
    .execute()
  const sunlight = await db
    .selectFrom('places')
    .select('id')
    .where('name_en', '=', 'Sunlight Rock')
    .executeTakeFirst()
  await db
    .insertInto('magazine_articles')
    .values(
      ARTICLES.map((a, i) => ({
        id: i + 1,
        magazine_id: 1,
        section_id: a.section,
        seq: i + 1,
        title: a.title,
        author: a.author,
        cover: mediaUrl.magazine(i + 1),
        summary: a.summary,
        blocks_json: JSON.stringify(
          a.blocks.map((b) =>
            b.type === 'place' && b.placeId === 0 ? { ...b, placeId: sunlight?.id ?? 1 } : b,
          ),
        ),
      })),
    )
    .execute()
}
