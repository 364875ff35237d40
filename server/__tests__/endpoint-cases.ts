// One row per endpoint of SPEC.md section 7 (and the sign-in ones): a valid call, whether it
// needs a session, and a bad input. endpoints.test.ts turns each row into three tests.
import type { FastifyInstance } from 'fastify'
import { call } from './helpers'

export interface Input {
  query?: string
  body?: unknown
}
export interface Case {
  method: 'GET' | 'POST'
  path: string
  /** 'user' calls as demo user 1, 'admin' as user 3 */
  auth: 'none' | 'user' | 'admin'
  ok: Input | ((ctx: Ctx) => Promise<Input>)
  bad?: Input | ((ctx: Ctx) => Promise<Input>)
}
export interface Ctx {
  app: FastifyInstance
  sid: string
  otherSid: string
}

const q = (query: string): Input => ({ query })
const b = (body: unknown): Input => ({ body })

/** Gives user 1 a won prize of the given prize id, directly in the database. */
async function grant(ctx: Ctx, prizeId: number, userId = 1): Promise<number> {
  const p = await ctx.app.db
    .selectFrom('prizes')
    .selectAll()
    .where('id', '=', prizeId)
    .executeTakeFirstOrThrow()
  const now = new Date().toISOString()
  const r = await ctx.app.db
    .insertInto('user_prizes')
    .values({
      user_id: userId,
      prize_id: p.id,
      campaign_id: p.campaign_id,
      source: 'draw',
      status: 'won',
      redeem_code: null,
      address_json: null,
      bound_account: null,
      transfer_token: null,
      accepted_by: null,
      from_user_prize_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return r.id
}

async function offered(ctx: Ctx, prizeId: number): Promise<string> {
  const id = await grant(ctx, prizeId, 2)
  const path = prizeId >= 6 && prizeId <= 9 ? '/api/v1/capture/transfer' : '/api/v1/transfer_prize'
  const r = await call(ctx.app, 'POST', path, { sid: ctx.otherSid, body: { userPrizeId: id } })
  return r.body.data.token
}

async function chances(ctx: Ctx, campaignId: number, n: number) {
  await ctx.app.db
    .insertInto('user_campaigns')
    .values({ user_id: 1, campaign_id: campaignId, chances_earned: n, chances_used: 0, points: 500 })
    .onConflict((oc) =>
      oc.columns(['user_id', 'campaign_id']).doUpdateSet({ chances_earned: n, chances_used: 0, points: 500 }),
    )
    .execute()
}

async function conversation(ctx: Ctx): Promise<number> {
  const r = await call(ctx.app, 'POST', '/api/v1/ai_chat/send', {
    sid: ctx.sid,
    body: { content: '成都有什么好吃的？' },
  })
  return r.body.data.conversation.id
}

async function record(ctx: Ctx, code: string): Promise<number> {
  const r = await call(ctx.app, 'POST', '/api/v1/record/create', { sid: ctx.sid, body: { regionCode: code } })
  return r.body.data.id
}

async function custom(ctx: Ctx): Promise<number> {
  const r = await call(ctx.app, 'POST', '/api/v1/record/custom/create', {
    sid: ctx.sid,
    body: { name: '外婆家', lat: 30.66, lon: 104.07 },
  })
  return r.body.data.id
}

const ADDRESS = { name: '林小鹿', phone: '13800000001', region: '上海市黄浦区', detail: '中山东一路 1 号' }

export const CASES: Case[] = [
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
    method: 'POST',
    path: 'share/journey/for/web',
    auth: 'none',
    ok: b({ journeyId: 1, channel: 'friend' }),
    bad: b({ journeyId: 1, channel: 'fax' }),
  },
  {
    method: 'POST',
    path: 'journey/event/poi/create',
    auth: 'user',
    ok: b({ journeyId: 1, dayIndex: 2, placeId: 20, note: '顺路' }),
    bad: b({ journeyId: 2, dayIndex: 1, placeId: 20 }),
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
    ok: async (ctx) =>
      q(
        `id=${(await call(ctx.app, 'POST', '/api/v1/wish/user_wish', { sid: ctx.sid, body: { destination: '南极', text: '看企鹅' } })).body.data.wish.id}`,
      ),
    bad: q('id=987654'),
  },
  {
    method: 'POST',
    path: 'wish/share',
    auth: 'user',
    ok: async (ctx) =>
      b({
        wishId: (
          await call(ctx.app, 'POST', '/api/v1/wish/user_wish', {
            sid: ctx.sid,
            body: { destination: '纳米比亚', text: '看红色沙漠' },
          })
        ).body.data.wish.id,
      }),
    bad: b({ wishId: 987654 }),
  },
  { method: 'GET', path: 'wish/wish_winner_all/get', auth: 'none', ok: {} },
  // AI chat
  {
    method: 'POST',
    path: 'ai_chat/send',
    auth: 'user',
    ok: b({ content: '京都三天怎么玩？' }),
    bad: b({ content: '' }),
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
  // Check-in
  { method: 'GET', path: 'record/list', auth: 'user', ok: q('level=city'), bad: q('level=planet') },
  { method: 'GET', path: 'activity/sync/user-status', auth: 'user', ok: {} },
  {
    method: 'POST',
    path: 'activity/manual_highlight_uniform',
    auth: 'user',
    ok: b({ codes: ['310100', 'JP'] }),
    bad: b({ codes: ['ZZ'] }),
  },
  {
    method: 'POST',
    path: 'activity/record/delete',
    auth: 'user',
    ok: async (ctx) => b({ id: await record(ctx, '440300') }),
    bad: b({ id: 999999 }),
  },
  { method: 'GET', path: 'record/custom/list', auth: 'user', ok: {} },
  {
    method: 'POST',
    path: 'record/custom/create',
    auth: 'user',
    ok: b({ name: '老家', lat: 24.48, lon: 118.09 }),
    bad: b({ name: '老家', lat: 120, lon: 0 }),
  },
  { method: 'GET', path: 'activity/icon/list', auth: 'none', ok: {} },
  { method: 'GET', path: 'record/template/cny/list', auth: 'none', ok: {} },
  {
    method: 'POST',
    path: 'record/create',
    auth: 'user',
    ok: b({ regionCode: '350200', note: '鼓浪屿' }),
    bad: b({ regionCode: '999999' }),
  },
  { method: 'POST', path: 'sync/light-up/h5-to-app', auth: 'user', ok: {} },
  {
    method: 'GET',
    path: 'query/choice/record-stats',
    auth: 'none',
    ok: q('code=510000'),
    bad: q('code=510'),
  },
  { method: 'GET', path: 'search/record/list', auth: 'user', ok: q('keyword=上海'), bad: q('keyword=') },
  {
    method: 'GET',
    path: 'search/political',
    auth: 'none',
    ok: q('keyword=Chengdu'),
    bad: q('keyword=&level=city'),
  },
  {
    method: 'GET',
    path: 'activity/recommend_place/list',
    auth: 'none',
    ok: q('regionCode=510100'),
    bad: q('regionCode=QQ'),
  },
  { method: 'GET', path: 'query/record/stats', auth: 'user', ok: {} },
  { method: 'GET', path: 'light/up/record/detail', auth: 'user', ok: q('code=CN'), bad: q('code=cn') },
  {
    method: 'POST',
    path: 'light/up/location',
    auth: 'user',
    ok: b({ lat: 31.23, lon: 121.47 }),
    bad: b({ lat: 'here' }),
  },
  {
    method: 'POST',
    path: 'cancel/lighting',
    auth: 'user',
    ok: async (ctx) => (await record(ctx, '330100'), b({ code: '330100' })),
    bad: b({ code: '33' }),
  },
  {
    method: 'POST',
    path: 'light/up/bath/political',
    auth: 'user',
    ok: b({ provinceCode: '460000' }),
    bad: b({ provinceCode: '460100' }),
  },
  {
    method: 'POST',
    path: 'record/complete',
    auth: 'user',
    ok: async (ctx) => b({ id: await record(ctx, '320100'), note: '夫子庙' }),
    bad: b({ id: 999999, note: 'x' }),
  },
  {
    method: 'POST',
    path: 'activity/share',
    auth: 'user',
    ok: b({ channel: 'moments' }),
    bad: b({ channel: 'pigeon' }),
  },
  {
    method: 'POST',
    path: 'user/nickname_update',
    auth: 'user',
    ok: b({ nickname: '城市收集者' }),
    bad: b({ nickname: 'x'.repeat(40) }),
  },
  {
    method: 'POST',
    path: 'location-change',
    auth: 'user',
    ok: b({ lat: 24.45, lon: 118.08 }),
    bad: b({ lat: 24.45 }),
  },
  {
    method: 'POST',
    path: 'update/name',
    auth: 'user',
    ok: async (ctx) => b({ id: await custom(ctx), name: '外婆家（新）' }),
    bad: b({ id: 999999, name: 'x' }),
  },
  { method: 'GET', path: 'join/user-counter', auth: 'none', ok: {} },
  {
    method: 'POST',
    path: 'confirm/give-up/light-up',
    auth: 'user',
    ok: b({ code: 'JP', action: 'give_up' }),
    bad: b({ code: 'JP', action: 'maybe' }),
  },
  // Summer 2025
  { method: 'GET', path: 'summer/task-status', auth: 'none', ok: {}, bad: q('activityId=0') },
  {
    method: 'POST',
    path: 'summer/do-task',
    auth: 'user',
    ok: b({ taskKey: 'view_summer_journey' }),
    bad: b({ taskKey: 'hack_the_pool' }),
  },
  { method: 'GET', path: 'activity/lottery_user_info', auth: 'user', ok: {}, bad: q('activityId=777') },
  { method: 'GET', path: 'summer/journey', auth: 'none', ok: {} },
  {
    method: 'POST',
    path: 'draw_lottery',
    auth: 'user',
    ok: async (ctx) => (await chances(ctx, 1, 1), b({})),
    bad: b({ activityId: 777 }),
  },
  { method: 'GET', path: 'user_prize', auth: 'user', ok: {}, bad: q('activityId=abc') },
  {
    method: 'POST',
    path: 'redeem_prize',
    auth: 'user',
    ok: async (ctx) => b({ userPrizeId: await grant(ctx, 2), address: ADDRESS }),
    bad: async (ctx) => b({ userPrizeId: await grant(ctx, 2) }),
  },
  {
    method: 'POST',
    path: 'transfer_prize',
    auth: 'user',
    ok: async (ctx) => b({ userPrizeId: await grant(ctx, 1) }),
    bad: b({ userPrizeId: 555555 }),
  },
  {
    method: 'POST',
    path: 'accept_prize',
    auth: 'user',
    ok: async (ctx) => b({ token: await offered(ctx, 1) }),
    bad: b({ token: 'f'.repeat(32) }),
  },
  {
    method: 'POST',
    path: 'bind_prize_asset',
    auth: 'user',
    ok: async (ctx) => b({ userPrizeId: await grant(ctx, 4), account: 'trip-user-1' }),
    bad: async (ctx) => b({ userPrizeId: await grant(ctx, 3), account: 'trip-user-1' }),
  },
  {
    method: 'GET',
    path: 'get_prize',
    auth: 'none',
    ok: async (ctx) => q(`token=${await offered(ctx, 1)}`),
    bad: q('token=short'),
  },
  // Capture
  { method: 'GET', path: 'capture/home_page_info', auth: 'none', ok: {} },
  { method: 'GET', path: 'capture/gift_page_info', auth: 'none', ok: {} },
  {
    method: 'POST',
    path: 'capture/collect',
    auth: 'user',
    ok: b({ itemId: 1, lat: 35.7112, lon: 139.7963 }),
    bad: b({ itemId: 1, lat: 31.2, lon: 121.5 }),
  },
  {
    method: 'POST',
    path: 'capture/do-task',
    auth: 'user',
    ok: b({ taskKey: 'daily_visit' }),
    bad: b({ taskKey: '' }),
  },
  {
    method: 'POST',
    path: 'capture/exchange_prize',
    auth: 'user',
    ok: async (ctx) => (await chances(ctx, 2, 0), b({ prizeId: 7 })),
    bad: b({ prizeId: 1 }),
  },
  {
    method: 'POST',
    path: 'capture/redeem',
    auth: 'user',
    ok: async (ctx) => b({ userPrizeId: await grant(ctx, 7) }),
    bad: async (ctx) => b({ userPrizeId: await grant(ctx, 1) }),
  },
  {
    method: 'POST',
    path: 'capture/transfer',
    auth: 'user',
    ok: async (ctx) => b({ userPrizeId: await grant(ctx, 9) }),
    bad: b({ userPrizeId: 'nine' }),
  },
  {
    method: 'GET',
    path: 'capture/get_prize',
    auth: 'none',
    ok: async (ctx) => q(`token=${await offered(ctx, 9)}`),
    bad: q('id=0'),
  },
  {
    method: 'POST',
    path: 'capture/accept_prize',
    auth: 'user',
    ok: async (ctx) => b({ token: await offered(ctx, 9) }),
    bad: async (ctx) => b({ token: await offered(ctx, 1) }),
  },
  // Magazine
  { method: 'GET', path: 'magazinedirectory/get', auth: 'none', ok: q('id=1'), bad: q('id=31337') },
  { method: 'GET', path: 'magazinedetail/get', auth: 'none', ok: q('id=2'), bad: q('id=31337') },
  // Other
  {
    method: 'GET',
    path: 'wechat-ticket',
    auth: 'none',
    ok: q('url=https%3A%2F%2Ftrip.example%2Fweb%2F'),
    bad: q('url='),
  },
  {
    method: 'POST',
    path: 'feed-back',
    auth: 'none',
    ok: b({ category: 'suggestion', text: '希望支持离线地图' }),
    bad: b({ category: 'suggestion', text: 'hi' }),
  },
  {
    method: 'POST',
    path: 'behavior/user/event',
    auth: 'none',
    ok: b({ events: [{ type: 'click', target: 'share-button' }] }),
    bad: b({ events: [] }),
  },
  // SSO user info (the rest of SSO is covered in infra.test.ts)
  { method: 'POST', path: '/sso/user_info', auth: 'user', ok: {} },
]
