// Types and helpers of the endpoint table (endpoint-cases*.ts): fixtures that prepare
// state through the API or directly in the database.
import type { FastifyInstance } from 'fastify'
import { call } from './helpers'

export interface Input {
  query?: string
  body?: unknown
  /** For bodies that are not JSON (multipart uploads). */
  headers?: Record<string, string>
}
export interface Case {
  method: 'GET' | 'POST'
  path: string
  /** 'user' calls as demo user 1, 'admin' as user 3 */
  auth: 'none' | 'user' | 'admin'
  ok: Input | ((ctx: Ctx) => Promise<Input>)
  bad?: Input | ((ctx: Ctx) => Promise<Input>)
  /** Answers with server-sent events (ai_chat/send, ai_chat/resume) instead of an envelope. */
  stream?: boolean
}
export interface Ctx {
  app: FastifyInstance
  sid: string
  otherSid: string
}

export const q = (query: string): Input => ({ query })
export const b = (body: unknown): Input => ({ body })

/** One file in a multipart body under the field `file`. */
export function multipart(filename: string, type: string, bytes: Buffer): Input {
  const boundary = 'endpointcaseboundary'
  const head = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`
  return {
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

/** The smallest valid PNG: one transparent pixel. */
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/** Gives user 1 a won prize of the given prize id, directly in the database. */
export async function grant(ctx: Ctx, prizeId: number, userId = 1): Promise<number> {
  const p = await ctx.app.db
    .selectFrom('prizes')
    .selectAll()
    .where('id', '=', prizeId)
    .executeTakeFirstOrThrow()
  return (await ctx.app.repos.prizes.grant(userId, p, 'draw')).id
}

export async function offered(ctx: Ctx, prizeId: number): Promise<string> {
  const id = await grant(ctx, prizeId, 2)
  const path = prizeId >= 6 && prizeId <= 9 ? '/api/v1/capture/transfer' : '/api/v1/transfer_prize'
  const r = await call(ctx.app, 'POST', path, { sid: ctx.otherSid, body: { userPrizeId: id } })
  return r.body.data.token
}

export async function chances(ctx: Ctx, campaignId: number, n: number) {
  await ctx.app.db
    .insertInto('user_campaigns')
    .values({ user_id: 1, campaign_id: campaignId, chances_earned: n, chances_used: 0, points: 500 })
    .onConflict((oc) =>
      oc.columns(['user_id', 'campaign_id']).doUpdateSet({ chances_earned: n, chances_used: 0, points: 500 }),
    )
    .execute()
}

/** The parts of a server-sent event body (types/api/chat-stream.ts), in order. */
export function eventParts(raw: string): Array<{ id: string; part: Record<string, any> }> {
  return raw
    .split('\n\n')
    .map((block) => {
      const id = /^id: (.*)$/m.exec(block)?.[1]
      const data = /^data: (.*)$/m.exec(block)?.[1]
      return id && data ? { id, part: JSON.parse(data) } : null
    })
    .filter((e): e is { id: string; part: Record<string, any> } => e !== null)
}

/** Asks a question and waits for the whole answer; the start part names the conversation and answer. */
export async function ask(ctx: Ctx, content = '成都有什么好吃的？') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/ai_chat/send',
    headers: { authorization: ctx.sid },
    payload: { content },
  })
  const start = eventParts(res.body)[0]?.part
  if (start?.type !== 'start') throw new Error(`no answer: ${res.statusCode} ${res.body}`)
  return { conversationId: start.conversationId as number, messageId: start.messageId as number }
}

export async function conversation(ctx: Ctx): Promise<number> {
  return (await ask(ctx)).conversationId
}

export async function record(ctx: Ctx, code: string): Promise<number> {
  const r = await call(ctx.app, 'POST', '/api/v1/record/create', { sid: ctx.sid, body: { regionCode: code } })
  return r.body.data.id
}

export async function custom(ctx: Ctx): Promise<number> {
  const r = await call(ctx.app, 'POST', '/api/v1/record/custom/create', {
    sid: ctx.sid,
    body: { name: '外婆家', lat: 30.66, lon: 104.07 },
  })
  return r.body.data.id
}

export const ADDRESS = {
  name: '林小鹿',
  phone: '13800000001',
  region: '上海市黄浦区',
  detail: '中山东一路 1 号',
}

/** A wish of user 1 made on an earlier day (written directly: the API takes one wish a day). */
export async function wish(ctx: Ctx, destination: string): Promise<number> {
  const w = await ctx.app.repos.wishes.create({ userId: 1, campaignId: 3, destination, text: '想去看看' })
  return w.id
}
