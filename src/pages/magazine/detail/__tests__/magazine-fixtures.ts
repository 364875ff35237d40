import type { Article, Directory } from '@types-shared/api/magazine'

export const directory = (over: Partial<Directory> = {}): Directory => ({
  id: 1,
  issue: '2025-07',
  title: '旅行月刊 · 海边与夜色',
  cover: '/media/magazine/1.png',
  intro: '这一期我们去了海边和夜晚。',
  publishedAt: '2025-07-01T00:00:00.000Z',
  sections: [
    {
      id: 1,
      title: '本期专题',
      articles: [
        {
          id: 1,
          title: '把夏天交给海边城市',
          author: '编辑部',
          cover: '/media/a/1.png',
          summary: '厦门的海风',
        },
        { id: 2, title: '日落以后的外滩', author: '阿杰', cover: '', summary: '从外白渡桥走到十六铺' },
      ],
    },
    { id: 2, title: '空的栏目', articles: [] },
  ],
  ...over,
})

export const article = (over: Partial<Article> = {}): Article => ({
  id: 2,
  magazineId: 1,
  sectionTitle: '本期专题',
  title: '日落以后的外滩',
  author: '阿杰',
  cover: '',
  summary: '从外白渡桥走到十六铺',
  blocks: [
    {
      type: 'text',
      text: '外滩的灯光在晚上七点亮起，详见官网。',
      marks: [
        { kind: 'bold', start: 0, end: 2 },
        { kind: 'italic', start: 3, end: 5 },
        { kind: 'link', start: 15, end: 17, href: 'https://www.trip.example/bund' },
        { kind: 'link', start: 10, end: 12, href: 'javascript:alert(1)' },
      ],
    },
    {
      type: 'rich',
      html: '<h3>夜游</h3><p>坐<strong>夜游船</strong><img src=x onerror="__xss(1)"><a href="https://www.trip.example/boat">订票</a></p><script>__xss(2)</script>',
    },
    { type: 'image', url: '/media/journey/6.png', caption: '黄浦江夜色' },
    { type: 'image', url: 'javascript:__xss(3)', caption: '不该显示的图' },
    { type: 'place', placeId: 2 },
    { type: 'journey', journeyId: 1 },
    { type: 'quote', text: '城市在海上。', by: '一位读者' },
  ],
  prevId: 1,
  nextId: null,
  ...over,
})
