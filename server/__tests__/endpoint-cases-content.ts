// Rows of the endpoint table for the content pages (issue 16): image campaigns, food trail,
// Spring Festival, and the operators' content and magazine endpoints.
import { call } from './helpers'
import { b, q, type Case, type Ctx } from './endpoint-fixtures'

async function seededPage(ctx: Ctx, key: string) {
  return (await call(ctx.app, 'GET', `/api/v1/campaign/image/get?key=${key}`)).body.data
}

export const CONTENT_CASES: Case[] = [
  { method: 'GET', path: 'campaign/image/get', auth: 'none', ok: q('key=japan'), bad: q('key=nosuchpage') },
  {
    method: 'POST',
    path: 'admin/content/image/update',
    auth: 'admin',
    ok: async (ctx) => b({ content: await seededPage(ctx, 'fuji') }),
    bad: async (ctx) => {
      const content = await seededPage(ctx, 'fuji')
      content.slices[0].hotSpots[0].action = { kind: 'link', url: 'javascript:alert(1)' }
      return b({ content })
    },
  },
  { method: 'GET', path: 'food/home', auth: 'none', ok: {}, bad: q('from=999999') },
  { method: 'POST', path: 'food/checkin', auth: 'user', ok: b({ placeId: 103 }), bad: b({ placeId: 1 }) },
  { method: 'POST', path: 'food/uncheck', auth: 'user', ok: b({ placeId: 103 }), bad: b({ placeId: '103' }) },
  { method: 'GET', path: 'springfestival/get', auth: 'none', ok: {} },
  {
    method: 'POST',
    path: 'admin/magazine/article/update',
    auth: 'admin',
    ok: b({
      sectionId: 3,
      title: '新文章',
      author: '编辑部',
      summary: '',
      blocks: [{ type: 'text', text: '你好' }],
    }),
    bad: b({
      sectionId: 999,
      title: '新文章',
      author: '',
      summary: '',
      blocks: [{ type: 'text', text: '你好' }],
    }),
  },
]
