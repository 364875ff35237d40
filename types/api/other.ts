// Other contracts (SPEC.md section 7, "Other"): wechat-ticket, feed-back, behavior/user/event.
import { Type, type Static } from 'typebox'
import { MINI_VENDORS } from './vocabulary'
import { MediaUrl, Nullable } from './common'

export const WechatTicketQuery = Type.Object({ url: Type.String({ minLength: 1, maxLength: 2048 }) })
export const WechatTicket = Type.Object({
  appId: Type.String(),
  timestamp: Type.Integer(),
  nonceStr: Type.String(),
  signature: Type.String(),
})
export type WechatTicket = Static<typeof WechatTicket>

export const APP_FEEDBACK_CATEGORIES = ['bug', 'suggestion', 'content', 'account', 'other'] as const
export const AppFeedbackBody = Type.Object({
  category: Type.Union(APP_FEEDBACK_CATEGORIES.map((c) => Type.Literal(c))),
  text: Type.String({ minLength: 5, maxLength: 1000 }),
  contact: Type.Optional(Type.String({ maxLength: 100 })),
  photos: Type.Optional(Type.Array(MediaUrl, { maxItems: 6 })),
})
export type AppFeedbackBody = Static<typeof AppFeedbackBody>

export const BehaviorEvent = Type.Object({
  type: Type.String({ minLength: 1, maxLength: 40 }),
  target: Type.Optional(Type.String({ maxLength: 200 })),
  at: Type.Optional(Type.Integer({ description: 'ms since epoch' })),
  attrs: Type.Optional(
    Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Boolean()])),
  ),
})
export const BehaviorBody = Type.Object({ events: Type.Array(BehaviorEvent, { minItems: 1, maxItems: 20 }) })
export type BehaviorBody = Static<typeof BehaviorBody>
export const Accepted = Type.Object({ accepted: Type.Integer() })

/**
 * share/mini_code (issue 13): a poster's code that opens a mini-program page. `scene` is what the page
 * receives (WeChat's limit: 32 visible characters), e.g. `id=1`; `page` a page of the app.
 */
export const MiniCodeQuery = Type.Object({
  vendor: Type.Union(MINI_VENDORS.map((v) => Type.Literal(v))),
  page: Type.String({ minLength: 1, maxLength: 120, pattern: '^pages/[A-Za-z0-9_/-]+$' }),
  scene: Type.String({ minLength: 1, maxLength: 32, pattern: "^[A-Za-z0-9!#$&'()*+,/:;=?@._~-]+$" }),
})
export type MiniCodeQuery = Static<typeof MiniCodeQuery>
export const MiniCode = Type.Object({
  /** `mini-code`: the vendor's own code, as a data address; `none`: this vendor or server has none. */
  kind: Type.Union([Type.Literal('mini-code'), Type.Literal('none')]),
  image: Nullable(Type.String({ description: 'data:image/png;base64,... when kind is mini-code' })),
})
export type MiniCode = Static<typeof MiniCode>
