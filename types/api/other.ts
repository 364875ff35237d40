// Other contracts (SPEC.md section 7, "Other"): wechat-ticket, feed-back, behavior/user/event.
import { Type, type Static } from 'typebox'
import { MediaUrl } from './common'

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
