// AI travel chat contracts (SPEC.md section 7, "AI chat"). The answer itself streams as server-sent
// events whose parts are typed in chat-stream.ts (issue 17, docs/assistant.md).
import { Type, type Static } from 'typebox'
import { Id, Page, Paged, Limit } from './common'

export const Card = Type.Object({
  type: Type.Union([Type.Literal('place'), Type.Literal('journey')]),
  id: Type.Integer(),
  title: Type.String(),
  subtitle: Type.Optional(Type.String()),
  image: Type.String(),
})
export const AnswerStatus = Type.Union([
  Type.Literal('streaming'),
  Type.Literal('done'),
  Type.Literal('stopped'),
  Type.Literal('failed'),
])
export const Message = Type.Object({
  id: Type.Integer(),
  conversationId: Type.Integer(),
  role: Type.String({ description: 'user | assistant' }),
  content: Type.String(),
  cards: Type.Array(Card),
  /** An assistant message's state; a question is always 'done'. */
  status: AnswerStatus,
  createdAt: Type.String(),
})
export type Message = Static<typeof Message>
export const Conversation = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  messageCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
})
export type Conversation = Static<typeof Conversation>

export const ChatLang = Type.Union([Type.Literal('zh-CN'), Type.Literal('en')])
/** ai_chat/send: answers with an event stream (chat-stream.ts), not an envelope. */
export const SendBody = Type.Object({
  conversationId: Type.Optional(Id),
  content: Type.String({ minLength: 1, maxLength: 2000 }),
  /** The language the assistant answers in; the Accept-Language header decides when absent. */
  lang: Type.Optional(ChatLang),
})
export type SendBody = Static<typeof SendBody>
/** ai_chat/resume: the parts of an answer after `after` (0 for all), then the live rest, as events. */
export const ResumeQuery = Type.Object({
  messageId: Id,
  after: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
})
export type ResumeQuery = Static<typeof ResumeQuery>
/** ai_chat/stop: ends an answer being written; it is kept as far as it got, with status 'stopped'. */
export const StopBody = Type.Object({ messageId: Id })
export type StopBody = Static<typeof StopBody>
export const ConversationQuery = Type.Object({ id: Id })
export const HistoryQuery = Type.Object({
  conversationId: Id,
  beforeId: Type.Optional(Id),
  limit: Type.Optional(Limit(100, 30)),
})
export type HistoryQuery = Static<typeof HistoryQuery>
export const MessageList = Type.Array(Message)
export const ClearBody = Type.Object({ conversationId: Id })
export type ClearBody = Static<typeof ClearBody>
export const ConversationPage = Paged(Conversation)
export const ConversationPageQuery = Page
