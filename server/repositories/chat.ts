// AI chat conversations and their messages: reading them, and starting an exchange (a question and
// its empty answer). Conversations are private: every read takes the owner's id. Writing the answer
// afterwards is chat-answers.ts, merged into this repository (repos.chat).
import type { Selectable } from 'kysely'
import type { Db } from '../db/database'
import type { ConversationsTable, MessagesTable } from '../db/schema'
import { atomically } from './transaction'
import { createAnswerWriting } from './chat-answers'

/** A question to a conversation whose answer is still being written, on this instance or another. */
export class ConversationBusy extends Error {
  constructor(readonly conversationId: number) {
    super(`conversation ${conversationId} has an answer being written`)
    this.name = 'ConversationBusy'
  }
}

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
     * Stores a question and the empty answer about to be written (status 'streaming') in one step: in
     * the given conversation (touched), or in a new one with the title when none is given. The caller
     * checked the conversation is the user's.
     */
    startExchange: (x: {
      userId: number
      conversationId?: number
      title: string
      question: string
      /**
       * An answer of the conversation still streaming whose writer was heard from at or after this time
       * (on any instance) refuses the question with ConversationBusy.
       */
      writerHeardSince?: string
    }): Promise<{ conversation: ConversationRow; question: MessageRow; answer: MessageRow }> =>
      atomically(db, async (trx) => {
        const chat = createChatRepository(trx)
        const now = new Date().toISOString()
        // Touching the conversation first locks its row on PostgreSQL until commit: of two questions
        // sent at once to two instances, the second waits here and then sees the first one's answer.
        const conversation = x.conversationId
          ? await chat.touch(x.conversationId, now)
          : await chat.create(x.userId, x.title, now)
        if (x.conversationId && x.writerHeardSince) {
          const live = await trx
            .selectFrom('messages')
            .select('id')
            .where('conversation_id', '=', conversation.id)
            .where('role', '=', 'assistant')
            .where('status', '=', 'streaming')
            .where((eb) => eb(eb.fn.coalesce('heartbeat_at', 'created_at'), '>=', x.writerHeardSince!))
            .executeTakeFirst()
          if (live) throw new ConversationBusy(conversation.id)
        }
        const say = (role: string, content: string, status: string) =>
          trx
            .insertInto('messages')
            .values({
              conversation_id: conversation.id,
              role,
              content,
              cards_json: '[]',
              created_at: now,
              status,
            })
            .returningAll()
            .executeTakeFirstOrThrow()
        const question = await say('user', x.question, 'done')
        const answer = await say('assistant', '', 'streaming')
        return { conversation, question, answer }
      }),

    /** An assistant message of one of the user's conversations; other users' do not exist for them. */
    findOwnAnswer: (userId: number, messageId: number): Promise<MessageRow | undefined> =>
      db
        .selectFrom('messages')
        .innerJoin('conversations', 'conversations.id', 'messages.conversation_id')
        .selectAll('messages')
        .where('messages.id', '=', messageId)
        .where('messages.role', '=', 'assistant')
        .where('conversations.user_id', '=', userId)
        .executeTakeFirst(),

    findMessage: (id: number): Promise<MessageRow | undefined> =>
      db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The question an answer replies to: the latest user message before it. */
    async questionOf(answer: MessageRow): Promise<number> {
      const q = await db
        .selectFrom('messages')
        .select('id')
        .where('conversation_id', '=', answer.conversation_id)
        .where('role', '=', 'user')
        .where('id', '<', answer.id)
        .orderBy('id', 'desc')
        .executeTakeFirst()
      return q?.id ?? 0
    },

    async clearMessages(conversationId: number): Promise<void> {
      await atomically(db, async (trx) => {
        await trx
          .deleteFrom('answer_parts')
          .where('message_id', 'in', (eb) =>
            eb.selectFrom('messages').select('id').where('conversation_id', '=', conversationId),
          )
          .execute()
        await trx.deleteFrom('messages').where('conversation_id', '=', conversationId).execute()
      })
    },

    // The answer being written: its progress, its writer's heartbeat and stop flag, its parts.
    ...createAnswerWriting(db),
  }
}

export type ChatRepository = ReturnType<typeof createChatRepository>
