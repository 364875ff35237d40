// Issue 16: magazine blocks with text marks and a rich block, the operators' article endpoint with its
// strict checks (marks, link hosts, sizes, ids), and reading rows that hold unknown block types.
import { test, describe, after, before } from 'node:test'
import assert from 'node:assert/strict'
import { testApp, call, loginAs, dbFingerprint, type Json } from './helpers'

const api = (p: string) => `/api/v1/${p}`
const article = (blocks: unknown[], extra: Json = {}) => ({
  sectionId: 2,
  title: '东京的夜',
  author: '编辑部',
  summary: '从新宿到银座',
  blocks,
  ...extra,
})

describe('magazine articles', () => {
  const app = testApp()
  let admin = ''
  let user = ''
  before(async () => {
    admin = await loginAs(app, 3)
    user = await loginAs(app, 1)
  })
  after(() => app.close())
  const write = (body: unknown, sid = admin) =>
    call(app, 'POST', api('admin/magazine/article/update'), { sid, body })
  const read = async (id: number) => (await call(app, 'GET', api(`magazinedetail/get?id=${id}`))).body.data

  test('the seeded issue has an article with bold, italic and link marks, a rich block, places and a journey', async () => {
    const dir = (await call(app, 'GET', api('magazinedirectory/get'))).body.data
    const ids = dir.sections.flatMap((s: Json) => s.articles.map((a: Json) => a.id))
    assert.ok(ids.length >= 6, 'the earlier articles are kept')
    const blocks = (await Promise.all(ids.map(read))).flatMap((a: Json) => a.blocks)
    const marks = blocks.flatMap((b: Json) => b.marks ?? [])
    for (const k of ['bold', 'italic', 'link'])
      assert.ok(
        marks.some((m: Json) => m.kind === k),
        k,
      )
    const rich = blocks.find((b: Json) => b.type === 'rich')
    assert.match(rich.html, /<strong>/)
    assert.match(rich.html, /<a href="https:\/\/www\.trip\.example\//)
    assert.match(rich.html, /<ul><li>/)
    for (const b of blocks.filter((x: Json) => x.type === 'place')) {
      assert.ok(await app.db.selectFrom('places').select('id').where('id', '=', b.placeId).executeTakeFirst())
    }
    assert.ok(blocks.some((b: Json) => b.type === 'journey'))
  })

  test('an operator creates an article: it joins the end of the issue and reads back as written', async () => {
    const blocks = [
      {
        type: 'text',
        text: '歌舞伎町的夜晚',
        marks: [{ kind: 'link', start: 0, end: 4, href: 'https://www.trip.example/a' }],
      },
      { type: 'quote', text: '城市从不睡觉。', by: '一位读者' },
      { type: 'rich', html: '<p><strong>注意</strong>末班车</p>' },
      { type: 'image', url: '/api/v1/media/campaign/20250704-1.svg', caption: '一番街' },
      { type: 'place', placeId: 1010 },
      { type: 'journey', journeyId: 1 },
    ]
    const r = await write(article(blocks))
    assert.equal(r.status, 200, JSON.stringify(r.body))
    const a = await read(r.body.data.id)
    assert.deepEqual(a.blocks, blocks)
    assert.equal(a.sectionTitle, '提前规划：日本的秋天')
    assert.equal(a.nextId, null)
    assert.match(a.cover, /^\/api\/v1\/media\/magazine\/\d+\.svg$/)
    const audit = await app.db
      .selectFrom('content_audit')
      .selectAll()
      .where('kind', '=', 'magazine-article')
      .execute()
    assert.ok(audit.some((x) => x.target === String(r.body.data.id)))
  })

  test('an operator updates an article in place; its neighbours stay', async () => {
    const before2 = await read(2)
    const r = await write(
      article([{ type: 'text', text: '新的内容' }], { id: 2, sectionId: 1, title: '外滩（修订）' }),
    )
    assert.equal(r.body.data.id, 2)
    const a = await read(2)
    assert.equal(a.title, '外滩（修订）')
    assert.deepEqual(a.blocks, [{ type: 'text', text: '新的内容' }])
    assert.equal(a.prevId, before2.prevId)
    assert.equal(a.nextId, before2.nextId)
  })

  test('a traveller gets 403, a visitor 401, and nothing changes', async () => {
    const fp = await dbFingerprint(app)
    assert.equal((await write(article([{ type: 'text', text: 'x' }]), user)).status, 403)
    assert.equal(
      (await call(app, 'POST', api('admin/magazine/article/update'), { body: article([]) })).status,
      401,
    )
    assert.equal(await dbFingerprint(app), fp)
  })

  const text = 'hello world'
  const refusals: [string, Json, number?][] = [
    [
      'a javascript: mark href',
      article([
        { type: 'text', text, marks: [{ kind: 'link', start: 0, end: 5, href: 'javascript:alert(1)' }] },
      ]),
    ],
    [
      'a mark href on another host',
      article([
        { type: 'text', text, marks: [{ kind: 'link', start: 0, end: 5, href: 'https://evil.example/' }] },
      ]),
    ],
    [
      'a mark whose start is after its end',
      article([{ type: 'text', text, marks: [{ kind: 'bold', start: 5, end: 2 }] }]),
    ],
    [
      'a mark past the end of its text',
      article([{ type: 'text', text, marks: [{ kind: 'italic', start: 0, end: 12 }] }]),
    ],
    [
      'a negative mark start',
      article([{ type: 'text', text, marks: [{ kind: 'bold', start: -1, end: 2 }] }]),
    ],
    ['an unknown mark kind', article([{ type: 'text', text, marks: [{ kind: 'blink', start: 0, end: 2 }] }])],
    [
      'a rich block over 20,000 characters',
      article([{ type: 'rich', html: '<p>' + 'x'.repeat(20_001) + '</p>' }]),
    ],
    ['an unknown block type', article([{ type: 'video', url: 'https://www.trip.example/v.mp4' }])],
    [
      'an image on another host',
      article([{ type: 'image', url: 'https://evil.example/a.png', caption: '' }]),
    ],
    ['a place that does not exist', article([{ type: 'place', placeId: 99999 }])],
    ['a private journey', article([{ type: 'journey', journeyId: 7 }])],
    ['a section that does not exist', article([{ type: 'text', text }], { sectionId: 999 })],
    ['no blocks', article([])],
    ['a huge title', article([{ type: 'text', text }], { title: 'x'.repeat(81) })],
    ['a text block that is a number', article([{ type: 'text', text: 5 }])],
    ['an article id that does not exist', article([{ type: 'text', text }], { id: 99999 }), 404],
  ]
  for (const [what, body, status] of refusals) {
    test(`refuses ${what} and changes nothing`, async () => {
      const fp = await dbFingerprint(app)
      const r = await write(body)
      assert.equal(r.status, status ?? 400, JSON.stringify(r.body))
      assert.equal(r.body.success, false)
      assert.equal(await dbFingerprint(app), fp)
    })
  }

  test('a quote keeps its author and a link mark its href; fields no block names are dropped', async () => {
    const r = await write(
      article([
        { type: 'quote', text: '少不入川。', by: '俗语', style: 'x' },
        {
          type: 'text',
          text,
          marks: [{ kind: 'link', start: 0, end: 5, href: 'https://m.trip.example/x', rel: 'x' }],
        },
      ]),
    )
    assert.equal(r.status, 200, JSON.stringify(r.body))
    assert.deepEqual((await read(r.body.data.id)).blocks, [
      { type: 'quote', text: '少不入川。', by: '俗语' },
      { type: 'text', text, marks: [{ kind: 'link', start: 0, end: 5, href: 'https://m.trip.example/x' }] },
    ])
  })

  test('blocks of types this version does not know are left out when reading, not a crash', async () => {
    const stored = [
      { type: 'text', text: 'a' },
      { type: 'poll', options: [] },
      { nonsense: true },
      { type: 'place', placeId: 1 },
    ]
    await app.db
      .updateTable('magazine_articles')
      .set({ blocks_json: JSON.stringify(stored) })
      .where('id', '=', 3)
      .execute()
    const r = await call(app, 'GET', api('magazinedetail/get?id=3'))
    assert.equal(r.status, 200)
    assert.deepEqual(r.body.data.blocks, [stored[0], stored[3]])
  })

  test('concurrent updates of one article leave one whole version', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        write(article([{ type: 'text', text: `版本 ${i}` }], { id: 4, title: `标题 ${i}` })),
      ),
    )
    assert.ok(results.every((r) => r.status === 200))
    const a = await read(4)
    assert.deepEqual(a.blocks, [{ type: 'text', text: `版本 ${a.title.split(' ')[1]}` }])
  })
})
