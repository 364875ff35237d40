// One row per endpoint of SPEC.md section 7 (and the sign-in ones): a valid call, whether it
// needs a session, and a bad input. endpoints.test.ts turns each row into three tests.
import { call } from './helpers'
import { ask, b, conversation, multipart, PIXEL_PNG, q, wish, type Case } from './endpoint-fixtures'
import { CAMPAIGN_CASES, CHECKIN_CASES } from './endpoint-cases-campaigns'
import { CONTENT_CASES } from './endpoint-cases-content'

export type { Case, Ctx, Input } from './endpoint-fixtures'

const CORE_CASES: Case[] = [
  // Sign-in
  {
    method: 'POST',
    path: 'auth/send_code',
    auth: 'none',
    ok: b({ phone: '13511112222' }),
    bad: b({ phone: '12345' }),
  },
  {
    method: 'POST',
    path: 'auth/login',
    auth: 'none',
    ok: b({ phone: '13511113333', code: '000000' }),
    bad: b({ phone: '13511113333', code: '999999' }),
  },
  {
    method: 'POST',
    path: 'auth/mini_login',
    auth: 'none',
    ok: b({ vendor: 'weapp', code: 'dev-endpoint-table' }),
    bad: b({ vendor: 'weapp', code: 'not a code' }),
  },
  {
    method: 'POST',
    path: 'auth/mini_phone',
    auth: 'user',
    // A mini-program traveller of its own (the shared test user already has a phone), by the sid query;
    // codes work once, so each call of this row gets its own.
    ok: async (ctx) => {
      const once = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`
      const login = await call(ctx.app, 'POST', '/api/v1/auth/mini_login', {
        body: { vendor: 'tt', code: `dev-endpointphone.${once}` },
      })
      return {
        query: `sid=${login.body.data.sessionId}`,
        body: { vendor: 'tt', code: `dev-phone-13577778888.${once}` },
      }
    },
    bad: b({ vendor: 'tt', code: 'not a code' }),
  },
  {
    method: 'POST',
    path: 'auth/app_login',
    auth: 'none',
    ok: b({ userToken: 'demo-app-token-4' }),
    bad: b({ userToken: 'forged' }),
  },
  {
    method: 'POST',
    path: 'auth/logout',
    auth: 'user',
    ok: async (ctx) => ({
      query: `sid=${(await call(ctx.app, 'POST', '/api/v1/auth/app_login', { body: { userToken: 'demo-app-token-1' } })).body.data.sessionId}`,
    }),
  },
  // User
  { method: 'GET', path: 'user/me/v2', auth: 'user', ok: {} },
  { method: 'POST', path: 'user/me/v2', auth: 'user', ok: b({ nickname: '小鹿' }), bad: b({ nickname: '' }) },
  { method: 'GET', path: 'user/get_preference_card', auth: 'none', ok: {} },
  {
    method: 'POST',
    path: 'user/report_preference_card',
    auth: 'user',
    ok: b({ answers: { style: ['slow'], interests: ['food', 'night'] } }),
    bad: b({ answers: { style: ['slow', 'packed'] } }),
  },
  { method: 'GET', path: 'user/uuid', auth: 'none', ok: {} },
  {
    method: 'POST',
    path: 'user/status/report',
    auth: 'user',
    ok: b({ status: 'foreground' }),
    bad: b({ status: 'asleep' }),
  },
  // Journey
  { method: 'GET', path: 'web/home', auth: 'none', ok: {} },
  { method: 'GET', path: 'web/campaign', auth: 'none', ok: q('id=1'), bad: q('id=abc') },
  { method: 'GET', path: 'web/journey/detail', auth: 'none', ok: q('id=1'), bad: q('id=0') },
  { method: 'GET', path: 'journey/detail', auth: 'user', ok: q('id=1'), bad: q('id=-3') },
  { method: 'GET', path: 'web/journey/admin_detail', auth: 'admin', ok: q('id=1'), bad: q('id=x') },
  { method: 'GET', path: 'web/journey/get_weather', auth: 'none', ok: q('id=2'), bad: q('id=99999') },
  {
    method: 'POST',
    path: 'convert/h5url/wx_mini_app',
    auth: 'none',
    ok: b({ url: 'https://trip.example/web/journey/detail/1?source=share' }),
    bad: b({ url: 'https://trip.example/about' }),
  },
  {
    method: 'GET',
    path: 'share/mini_code',
    auth: 'none',
    ok: q('vendor=weapp&page=pages/journey/detail/index&scene=id%3D1'),
    bad: q('vendor=weapp&page=pages/nowhere/index&scene=id%3D1'),
  },
  {
    method: 'POST',
    path: 'share/journey/for/web',
    auth: 'none',
    ok: b({ journeyId: 1, channel: 'friend' }),
    bad: b({ journeyId: 1, channel: 'fax' }),
  },
  {
    method: 'POST',
    path: 'journey/save',
    auth: 'user',
    ok: b({ journeyId: 2, saved: true }),
    bad: b({ journeyId: 2, saved: 'yes' }),
  },
  {
    method: 'GET',
    path: 'journey/saved',
    auth: 'user',
    ok: { query: 'id=2' },
    bad: { query: 'id=zero' },
  },
  {
    method: 'POST',
    path: 'journey/event/poi/create',
    auth: 'user',
    ok: b({ journeyId: 1, dayIndex: 2, placeId: 20, note: '顺路' }),
    bad: b({ journeyId: 2, dayIndex: 1, placeId: 20 }),
  },
  // Photo uploads and the operators' feedback list (server/__tests__/upload.test.ts has the rules)
  {
    method: 'POST',
    path: 'upload/image',
    auth: 'none',
    ok: multipart('pixel.png', 'image/png', PIXEL_PNG),
    bad: multipart('notes.txt', 'text/plain', Buffer.from('not an image')),
  },
  { method: 'GET', path: 'admin/feedback', auth: 'admin', ok: q('kind=poi'), bad: q('limit=0') },
  // Co-editor invitations (issue 7; server/__tests__/co-editor.test.ts has the rules)
  {
    method: 'GET',
    path: 'co-editor/invitation',
    auth: 'none',
    ok: q('code=demo-tokyo-invite'),
    bad: q('code=no-such-code'),
  },
  {
    method: 'POST',
    path: 'co-editor/join',
    auth: 'user',
    // User 1 owns journey 1, so joins an invitation of user 2's journey 3.
    ok: async (ctx) =>
      b({
        code: (
          await call(ctx.app, 'POST', '/api/v1/co-editor/invite', {
            body: { journeyId: 3 },
            sid: ctx.otherSid,
          })
        ).body.data.code,
      }),
    bad: b({ code: 'demo-expired-invite' }),
  },
  {
    method: 'POST',
    path: 'co-editor/invite',
    auth: 'user',
    ok: b({ journeyId: 1 }),
    bad: b({ journeyId: 2 }),
  },
  // Live co-editing's socket ticket (issue 19; server/__tests__/coedit-*.test.ts have the rules)
  {
    method: 'POST',
    path: 'coedit/ticket',
    auth: 'none',
    ok: b({ journeyId: 1 }),
    bad: b({ journeyId: 'one' }),
  },
  // Places and transport
  { method: 'GET', path: 'web/poi/detail', auth: 'none', ok: q('id=4'), bad: q('id=123456') },
  { method: 'GET', path: 'web/transportation/detail', auth: 'none', ok: q('id=1'), bad: q('id=') },
  { method: 'GET', path: 'web/route', auth: 'none', ok: q('journeyId=1&day=1'), bad: q('journeyId=1&day=9') },
  { method: 'GET', path: 'poi/autocomplete/web', auth: 'none', ok: q('keyword=Kyoto'), bad: q('keyword=') },
  {
    method: 'GET',
    path: 'poi/query_by_outer_id_h5',
    auth: 'none',
    ok: async (ctx) => {
      const p = await ctx.app.db
        .selectFrom('places')
        .select('outer_ids_json')
        .where('id', '=', 4)
        .executeTakeFirstOrThrow()
      return q(`provider=amap&outerId=${JSON.parse(p.outer_ids_json).amap}`)
    },
    bad: q('provider=baidu&outerId=1'),
  },
  { method: 'GET', path: 'poi/feedback-scene', auth: 'none', ok: {} },
  {
    method: 'POST',
    path: 'poi/feedback',
    auth: 'none',
    ok: b({ placeId: 4, scene: 'closed', text: '周一闭馆' }),
    bad: b({ placeId: 4, scene: 'angry', text: '…' }),
  },
  // Wish
  {
    method: 'POST',
    path: 'wish/user_wish',
    auth: 'user',
    ok: b({ destination: '冰岛', text: '想看一次极光' }),
    bad: b({ destination: '', text: 'x' }),
  },
  { method: 'GET', path: 'wish/user_wish_history', auth: 'user', ok: {} },
  {
    method: 'GET',
    path: 'wish/user_wish_record_list_and_total_count/get',
    auth: 'user',
    ok: q('page=1&pageSize=10'),
    bad: q('pageSize=1000'),
  },
  {
    method: 'GET',
    path: 'wish/wish_detail/get',
    auth: 'none',
    ok: async (ctx) => q(`id=${await wish(ctx, '南极')}`),
    bad: q('id=987654'),
  },
  {
    method: 'POST',
    path: 'wish/share',
    auth: 'user',
    // One wish a day through the API (issue 15): the fixtures write earlier days' wishes directly.
    ok: async (ctx) => b({ wishId: await wish(ctx, '纳米比亚') }),
    bad: b({ wishId: 987654 }),
  },
  { method: 'GET', path: 'wish/wish_winner_all/get', auth: 'none', ok: {} },
  // AI chat
  {
    method: 'POST',
    path: 'ai_chat/send',
    auth: 'user',
    stream: true,
    ok: b({ content: '京都三天怎么玩？' }),
    bad: b({ content: '' }),
  },
  {
    method: 'GET',
    path: 'ai_chat/resume',
    auth: 'user',
    stream: true,
    ok: async (ctx) => q(`messageId=${(await ask(ctx)).messageId}`),
    bad: q('messageId=424242'),
  },
  {
    method: 'POST',
    path: 'ai_chat/stop',
    auth: 'user',
    ok: async (ctx) => b({ messageId: (await ask(ctx)).messageId }),
    bad: b({ messageId: 424242 }),
  },
  {
    method: 'GET',
    path: 'conversation/detail',
    auth: 'user',
    ok: async (ctx) => q(`id=${await conversation(ctx)}`),
    bad: q('id=424242'),
  },
  {
    method: 'GET',
    path: 'message/history',
    auth: 'user',
    ok: async (ctx) => q(`conversationId=${await conversation(ctx)}`),
    bad: q('conversationId=424242'),
  },
  {
    method: 'POST',
    path: 'conversation/clear_message',
    auth: 'user',
    ok: async (ctx) => b({ conversationId: await conversation(ctx) }),
    bad: b({ conversationId: 424242 }),
  },
  { method: 'GET', path: 'conversation/history', auth: 'user', ok: {}, bad: q('page=0') },
]

export const CASES: Case[] = [...CORE_CASES, ...CHECKIN_CASES, ...CAMPAIGN_CASES, ...CONTENT_CASES]
