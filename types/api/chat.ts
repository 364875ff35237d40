// AI travel chat storage contracts (SPEC.md section 7, "AI chat"). The answering provider is a
// later issue; the embedded one suggests places and journeys from the demo data.
import { Type, type Static } from 'typebox'
import { Id, Page, Paged, Limit } from './common'

export const Card = Type.Object({
  type: Type.Union([Type.Literal('place'), Type.Literal('journey')]),
  id: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
})
export const Message = Type.Object({
  id: Type.Integer(),
  conversationId: Type.Integer(),
  role: Type.String({ description: 'user | assistant' }),
  content: Type.String(),
  cards: Type.Array(Card),
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

export const SendBody = Type.Object({
  conversationId: Type.Optional(Id),
  content: Type.String({ minLength: 1, maxLength: 2000 }),
})
export type SendBody = Static<typeof SendBody>
export const SendResult = Type.Object({ conversation: Conversation, question: Message, answer: Message })
export type SendResult = Static<typeof SendResult>
export const ConversationQuery = Type.Object({ id: Id })
export const HistoryQuery = Type.Object({
  conversationId: Id,
  beforeId: Type.Optional(Id),
  limit: Type.Optional(Limit(100, 30)),
})
export type HistoryQuery = Static<typeof HistoryQuery>
export const MessageList = Type.Array(Message)
export const ClearBody = Type.Object({ conversationId: Id })
export const ConversationPage = Paged(Conversation)
export const ConversationPageQuery = Page
