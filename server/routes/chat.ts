// AI travel chat: conversations and messages are stored now; answers come from the embedded
// provider (services/chat-provider.ts) until a real one is plugged in.
import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import type { Repositories } from '../repositories'
import type { ConversationRow, MessageRow } from '../repositories/chat'
import { defineRoute, userOf } from '../lib/route'
import * as A from '../../types/api/chat'
import { orNotFound } from '../errors'
import { localChatProvider } from '../services/chat-provider'

const tags = ['chat']

const messageView = (m: MessageRow): A.Message => ({
  id: m.id,
  conversationId: m.conversation_id,
  role: m.role,
  content: m.content,
  cards: JSON.parse(m.cards_json),
  status: 'done',
  createdAt: m.created_at,
})

async function conversationView(repos: Repositories, c: ConversationRow): Promise<A.Conversation> {
  return {
    id: c.id,
    title: c.title,
    messageCount: await repos.chat.countMessages(c.id),
    createdAt: c.created_at,
    updatedAt: c.updated_at,
  }
}

async function ownConversation(repos: Repositories, userId: number, id: number) {
  return orNotFound(await repos.chat.findOwn(userId, id), 'conversation not found')
}

export default async function chatRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/ai_chat/send',
    tags,
    auth: 'required',
    summary: 'Ask the travel assistant; stores the question and the answer',
    body: A.SendBody,
    // Until issue 17's stream lands: the exchange as JSON.
    data: Type.Object({ conversation: A.Conversation, question: A.Message, answer: A.Message }),
    handler: async ({ repos, body, ...ctx }) => {
      const user = userOf(ctx)
      const content = body.content.trim()
      const existing = body.conversationId
        ? await ownConversation(repos, user.id, body.conversationId)
        : undefined
      const answer = await localChatProvider.answer(repos, content)
      const saved = await repos.chat.saveExchange({
        userId: user.id,
        conversationId: existing?.id,
        title: content.slice(0, 30),
        question: content,
        answer,
      })
      return {
        conversation: await conversationView(repos, saved.conversation),
        question: messageView(saved.question),
        answer: messageView(saved.answer),
      }
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/conversation/detail',
    tags,
    auth: 'required',
    summary: 'One of my conversations',
    query: A.ConversationQuery,
    data: A.Conversation,
    handler: async ({ repos, query, ...ctx }) =>
      conversationView(repos, await ownConversation(repos, userOf(ctx).id, query.id)),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/message/history',
    tags,
    auth: 'required',
    summary: 'Messages of a conversation, oldest first; page back with beforeId',
    query: A.HistoryQuery,
    data: A.MessageList,
    handler: async ({ repos, query, ...ctx }) => {
      await ownConversation(repos, userOf(ctx).id, query.conversationId)
      const rows = await repos.chat.listMessages(query.conversationId, {
        beforeId: query.beforeId,
        limit: query.limit ?? 30,
      })
      return rows.reverse().map(messageView)
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/conversation/clear_message',
    tags,
    auth: 'required',
    summary: 'Delete every message of a conversation',
    body: A.ClearBody,
    data: A.Conversation,
    handler: async ({ repos, body, ...ctx }) => {
      const c = await ownConversation(repos, userOf(ctx).id, body.conversationId)
      await repos.chat.clearMessages(c.id)
      return conversationView(repos, c)
    },
  })

  defineRoute(app, {
    method: 'GET',
    url: '/conversation/history',
    tags,
    auth: 'required',
    summary: 'My conversations, newest first',
    query: A.ConversationPageQuery,
    data: A.ConversationPage,
    handler: async ({ repos, query, ...ctx }) => {
      const page = query.page ?? 1
      const pageSize = query.pageSize ?? 20
      const userId = userOf(ctx).id
      const total = await repos.chat.countByUser(userId)
      const rows = await repos.chat.listByUser(userId, { limit: pageSize, offset: (page - 1) * pageSize })
      return {
        list: await Promise.all(rows.map((c) => conversationView(repos, c))),
        total,
        page,
        pageSize,
      }
    },
  })
}
