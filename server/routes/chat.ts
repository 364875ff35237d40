// AI travel chat: conversations and messages are stored now; answers come from the embedded
// provider (services/chat-provider.ts) until a real one is plugged in.
import type { FastifyInstance } from 'fastify'
import type { Kysely, Selectable } from 'kysely'
import type { DB, ConversationsTable, MessagesTable } from '../db/schema'
import { defineRoute, userOf } from '../lib/route'
import * as A from '../../types/api/chat'
import { notFound } from '../errors'
import { localChatProvider } from '../services/chat-provider'

const tags = ['chat']

const messageView = (m: Selectable<MessagesTable>): A.Message => ({
  id: m.id,
  conversationId: m.conversation_id,
  role: m.role,
  content: m.content,
  cards: JSON.parse(m.cards_json),
  createdAt: m.created_at,
})

async function conversationView(db: Kysely<DB>, c: Selectable<ConversationsTable>): Promise<A.Conversation> {
  const n = await db
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('conversation_id', '=', c.id)
    .executeTakeFirstOrThrow()
  return {
    id: c.id,
    title: c.title,
    messageCount: Number(n.n),
    createdAt: c.created_at,
    updatedAt: c.updated_at,
  }
}

async function ownConversation(db: Kysely<DB>, userId: number, id: number) {
  const c = await db
    .selectFrom('conversations')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  if (!c) throw notFound('conversation not found')
  return c
}

export default async function chatRoutes(app: FastifyInstance) {
  defineRoute(app, {
    method: 'POST',
    url: '/ai_chat/send',
    tags,
    auth: 'required',
    summary: 'Ask the travel assistant; stores the question and the answer',
    body: A.SendBody,
    data: A.SendResult,
    handler: async ({ db, body, ...ctx }) => {
      const user = userOf(ctx)
      const content = body.content.trim()
      const existing = body.conversationId
        ? await ownConversation(db, user.id, body.conversationId)
        : undefined
      const answer = await localChatProvider.answer(db, content)
      return db.transaction().execute(async (trx) => {
        const now = new Date().toISOString()
        const conv = existing
          ? await trx
              .updateTable('conversations')
              .set({ updated_at: now })
              .where('id', '=', existing.id)
              .returningAll()
              .executeTakeFirstOrThrow()
          : await trx
              .insertInto('conversations')
              .values({ user_id: user.id, title: content.slice(0, 30), created_at: now, updated_at: now })
              .returningAll()
              .executeTakeFirstOrThrow()
        const q = await trx
          .insertInto('messages')
          .values({ conversation_id: conv.id, role: 'user', content, cards_json: '[]', created_at: now })
          .returningAll()
          .executeTakeFirstOrThrow()
        const a = await trx
          .insertInto('messages')
          .values({
            conversation_id: conv.id,
            role: 'assistant',
            content: answer.content,
            cards_json: JSON.stringify(answer.cards),
            created_at: now,
          })
          .returningAll()
          .executeTakeFirstOrThrow()
        return {
          conversation: await conversationView(trx, conv),
          question: messageView(q),
          answer: messageView(a),
        }
      })
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
    handler: async ({ db, query, ...ctx }) =>
      conversationView(db, await ownConversation(db, userOf(ctx).id, query.id)),
  })

  defineRoute(app, {
    method: 'GET',
    url: '/message/history',
    tags,
    auth: 'required',
    summary: 'Messages of a conversation, oldest first; page back with beforeId',
    query: A.HistoryQuery,
    data: A.MessageList,
    handler: async ({ db, query, ...ctx }) => {
      await ownConversation(db, userOf(ctx).id, query.conversationId)
      let q = db.selectFrom('messages').selectAll().where('conversation_id', '=', query.conversationId)
      if (query.beforeId) q = q.where('id', '<', query.beforeId)
      const rows = await q
        .orderBy('id', 'desc')
        .limit(query.limit ?? 30)
        .execute()
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
    handler: async ({ db, body, ...ctx }) => {
      const c = await ownConversation(db, userOf(ctx).id, body.conversationId)
      await db.deleteFrom('messages').where('conversation_id', '=', c.id).execute()
      return conversationView(db, c)
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
    handler: async ({ db, query, ...ctx }) => {
      const page = query.page ?? 1
      const pageSize = query.pageSize ?? 20
      const base = db.selectFrom('conversations').where('user_id', '=', userOf(ctx).id)
      const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
      const rows = await base
        .selectAll()
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute()
      return {
        list: await Promise.all(rows.map((c) => conversationView(db, c))),
        total: Number(total.n),
        page,
        pageSize,
      }
    },
  })
}
