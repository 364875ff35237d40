// AI chat conversations and their messages. Conversations are private: every read takes the
// owner's id.
import type { Selectable } from 'kysely'
import type { Db } from '../db/database'
import type { ConversationsTable, MessagesTable } from '../db/schema'
import { atomically } from './transaction'

export type ConversationRow = Selectable<ConversationsTable>
export type MessageRow = Selectable<MessagesTable>

export function createChatRepository(db: Db) {
  const ofUser = (userId: number) => db.selectFrom('conversations').where('user_id', '=', userId)

  return {
    findOwn: (userId: number, id: number): Promise<ConversationRow | undefined> =>
      ofUser(userId).selectAll().where('id', '=', id).executeTakeFirst(),

    /** The user's conversations, most recently active first. */
    listByUser: (userId: number, page: { limit: number; offset: number }): Promise<ConversationRow[]> =>
      ofUser(userId)
        .selectAll()
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),

    async countByUser(userId: number): Promise<number> {
      return Number(
        (
          await ofUser(userId)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    },

    create: (userId: number, title: string, now: string): Promise<ConversationRow> =>
      db
        .insertInto('conversations')
        .values({ user_id: userId, title, created_at: now, updated_at: now })
        .returningAll()
        .executeTakeFirstOrThrow(),

    touch: (id: number, now: string): Promise<ConversationRow> =>
      db
        .updateTable('conversations')
        .set({ updated_at: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),

    addMessage: (m: {
      conversationId: number
      role: string
      content: string
      cards: unknown[]
      createdAt: string
    }) =>
      db
        .insertInto('messages')
        .values({
          conversation_id: m.conversationId,
          role: m.role,
          content: m.content,
          cards_json: JSON.stringify(m.cards),
          created_at: m.createdAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow(),

    async countMessages(conversationId: number): Promise<number> {
      const r = await db
        .selectFrom('messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('conversation_id', '=', conversationId)
        .executeTakeFirstOrThrow()
      return Number(r.n)
    },

    /** The latest messages (before a message id when given), newest first. */
    listMessages: (
      conversationId: number,
      opts: { beforeId?: number; limit: number },
    ): Promise<MessageRow[]> => {
      let q = db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId)
      if (opts.beforeId) q = q.where('id', '<', opts.beforeId)
      return q.orderBy('id', 'desc').limit(opts.limit).execute()
    },

    /**
     * Stores a question and its answer in one step: in the given conversation (touched), or in a
     * new one with the title when none is given. The caller checked the conversation is the user's.
     */
    saveExchange: (x: {
      userId: number
      conversationId?: number
      title: string
      question: string
      answer: { content: string; cards: unknown[] }
    }): Promise<{ conversation: ConversationRow; question: MessageRow; answer: MessageRow }> =>
      atomically(db, async (trx) => {
        const chat = createChatRepository(trx)
        const now = new Date().toISOString()
        const conversation = x.conversationId
          ? await chat.touch(x.conversationId, now)
          : await chat.create(x.userId, x.title, now)
        const say = (role: string, content: string, cards: unknown[]) =>
          chat.addMessage({ conversationId: conversation.id, role, content, cards, createdAt: now })
        const question = await say('user', x.question, [])
        const answer = await say('assistant', x.answer.content, x.answer.cards)
        return { conversation, question, answer }
      }),

    async clearMessages(conversationId: number): Promise<void> {
      await db.deleteFrom('messages').where('conversation_id', '=', conversationId).execute()
    },
  }
}

export type ChatRepository = ReturnType<typeof createChatRepository>
