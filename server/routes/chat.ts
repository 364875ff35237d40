// AI travel chat (issue 17, docs/assistant.md "Server"): conversations and messages are stored; an
// answer is written by a run (services/chat/answer-runs.ts) and streamed as server-sent events on
// ai_chat/send and ai_chat/resume. Everything refused before the stream opens (validation, sign-in,
// someone else's conversation, the question budget, an answer already being written) is the usual
// JSON envelope with its status.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Repositories } from '../repositories'
import { ConversationBusy, type ConversationRow, type MessageRow } from '../repositories/chat'
import { defineRoute, defineStreamRoute, userOf } from '../lib/route'
import * as A from '../../types/api/chat'
import type { ChatLang, ChatStreamPart } from '../../types/api/chat-stream'
import { API_CODES } from '../../types/api/common'
import { badRequest, conflict, orNotFound, tooMany } from '../errors'
import { openEventStream } from '../lib/event-stream'
import type { AnswerRun } from '../services/chat/answer-runs'
import { historyBefore } from '../services/chat/history'
import { storedParts } from '../services/chat/stored-answer'
import { followStoredAnswer } from '../services/chat/followed-answer'
import { stopElsewhere } from '../services/chat/remote-stop'

const tags = ['chat']
/** A new conversation is titled with the start of its first question. */
const TITLE_CHARS = 30

const messageView = (m: MessageRow): A.Message => ({
  id: m.id,
  conversationId: m.conversation_id,
  role: m.role,
  content: m.content,
  cards: JSON.parse(m.cards_json),
  status: m.status as A.Message['status'],
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

async function ownAnswer(repos: Repositories, userId: number, messageId: number) {
  return orNotFound(await repos.chat.findOwnAnswer(userId, messageId), 'answer not found')
}

/** The language asked for, else the browser's (Accept-Language), else Chinese. */
function langOf(req: FastifyRequest, given?: ChatLang): ChatLang {
  if (given) return given
  const accept = String(req.headers['accept-language'] ?? '')
    .trim()
    .toLowerCase()
  return accept.startsWith('en') ? 'en' : 'zh-CN'
}

/** Last-Event-ID "<messageId>:<seq>" of this answer: the last part the client applied. */
function lastEventSeq(header: unknown, messageId: number): number | undefined {
  const m = /^(\d+):(\d+)$/.exec(String(header ?? '').trim())
  return m && Number(m[1]) === messageId ? Number(m[2]) : undefined
}

/**
 * Streams a run's parts after `after`, then the live ones, until `finish` or until the client goes
 * away. The run does not depend on the connection: a client that left can resume.
 */
function streamRun(reply: FastifyReply, run: AnswerRun, after: number): Promise<void> {
  const stream = openEventStream(reply)
  return new Promise((resolve) => {
    let unfollow = () => {}
    stream.onClose(() => {
      unfollow()
      resolve()
    })
    unfollow = run.follow(after, (event) => {
      stream.send(`${run.messageId}:${event.seq}`, event.part)
      if (event.part.type === 'finish') stream.end()
    })
    if (stream.closed) unfollow()
  })
}

/** Streams an answer another instance writes, from the parts it stores (services/chat/followed-answer.ts). */
async function streamFollowed(req: FastifyRequest, reply: FastifyReply, messageId: number, after: number) {
  const stream = openEventStream(reply)
  const { limits } = req.server.answers
  await followStoredAnswer(
    req.server.repos,
    messageId,
    after,
    (event) => stream.send(`${messageId}:${event.seq}`, event.part),
    {
      everyMs: limits.followEveryMs,
      staleAfterMs: limits.staleAfterMs,
      lang: langOf(req),
      closed: () => stream.closed,
    },
  )
  stream.end()
}

function streamStored(reply: FastifyReply, messageId: number, parts: ChatStreamPart[]): void {
  const stream = openEventStream(reply)
  parts.forEach((part, i) => stream.send(`${messageId}:${i + 1}`, part))
  stream.end()
}

export default async function chatRoutes(app: FastifyInstance) {
  defineStreamRoute(app, {
    method: 'POST',
    url: '/ai_chat/send',
    tags,
    auth: 'required',
    summary: 'Ask the travel assistant; the answer streams as server-sent events (types/api/chat-stream.ts)',
    body: A.SendBody,
    handler: async ({ req, reply, repos, body, ...ctx }) => {
      const user = userOf(ctx)
      const { answers, questionBudget } = req.server
      const content = body.content.trim()
      if (!content) throw badRequest('the question is empty', API_CODES.VALIDATION_FAILED)
      const existing = body.conversationId
        ? await ownConversation(repos, user.id, body.conversationId)
        : undefined
      // Reserved before anything is stored, so of two questions sent at once only one starts.
      if (existing && !answers.reserve(existing.id)) {
        throw conflict('an answer is still being written in this conversation', API_CODES.ANSWER_IN_PROGRESS)
      }
      let started: { conversationId: number; questionId: number; messageId: number }
      let history: Awaited<ReturnType<typeof historyBefore>> = []
      try {
        if (!answers.hasRoom()) throw tooMany('the assistant is busy, please try again shortly', 5)
        const budget = await questionBudget.take(user.id)
        if (!budget.ok) throw tooMany('too many questions, please wait a little', budget.retryAfterSeconds)
        const saved = await repos.chat
          .startExchange({
            userId: user.id,
            conversationId: existing?.id,
            title: content.slice(0, TITLE_CHARS),
            question: content,
            // Another instance may be writing this conversation's answer: its heartbeat says so.
            writerHeardSince: new Date(Date.now() - answers.limits.staleAfterMs).toISOString(),
          })
          .catch((err: unknown) => {
            if (err instanceof ConversationBusy) {
              throw conflict(
                'an answer is still being written in this conversation',
                API_CODES.ANSWER_IN_PROGRESS,
              )
            }
            throw err
          })
        started = {
          conversationId: saved.conversation.id,
          questionId: saved.question.id,
          messageId: saved.answer.id,
        }
        if (existing) history = await historyBefore(repos, existing.id, saved.question.id)
      } catch (err) {
        if (existing) answers.release(existing.id)
        throw err
      }
      const run = answers.start({
        ...started,
        userId: user.id,
        question: content,
        history,
        lang: langOf(req, body.lang),
      })
      await streamRun(reply, run, 0)
    },
  })

  defineStreamRoute(app, {
    method: 'GET',
    url: '/ai_chat/resume',
    tags,
    auth: 'required',
    summary:
      'The parts of an answer after `after` (or Last-Event-ID), then the live rest, as server-sent events',
    query: A.ResumeQuery,
    handler: async ({ req, reply, repos, query, ...ctx }) => {
      const user = userOf(ctx)
      const row = await ownAnswer(repos, user.id, query.messageId)
      const after = query.after ?? lastEventSeq(req.headers['last-event-id'], row.id) ?? 0
      const run = req.server.answers.get(row.id)
      if (run && run.userId === user.id) return streamRun(reply, run, after)
      // Written, or just written, by another instance (issue 18).
      if (row.status === 'streaming' || (await repos.chat.hasParts(row.id))) {
        return streamFollowed(req, reply, row.id, after)
      }
      const questionId = await repos.chat.questionOf(row)
      streamStored(reply, row.id, storedParts(row, questionId, req.server.chatProvider.name, langOf(req)))
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/ai_chat/stop',
    tags,
    auth: 'required',
    summary: 'Stop an answer being written; it is kept as far as it got (status stopped). Idempotent.',
    body: A.StopBody,
    data: A.Message,
    handler: async ({ req, repos, body, ...ctx }) => {
      const row = await ownAnswer(repos, userOf(ctx).id, body.messageId)
      const { answers } = req.server
      const run = answers.get(row.id)
      if (run && run.finishedAt === null) {
        run.end('stop')
        await run.settled
      } else if (!run && row.status === 'streaming') {
        // Written by another instance (issue 18): it stops at its next beat.
        const { limits } = answers
        await stopElsewhere(repos, row.id, {
          everyMs: limits.followEveryMs,
          waitMs: limits.stopWaitMs,
          staleAfterMs: limits.staleAfterMs,
        })
      }
      return messageView((await repos.chat.findMessage(row.id)) ?? row)
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
    handler: async ({ req, repos, body, ...ctx }) => {
      const c = await ownConversation(repos, userOf(ctx).id, body.conversationId)
      // An answer being written there is stopped (and stored) first, so nothing writes after the clear.
      await req.server.answers.stopConversation(c.id)
      // One written by another instance stops at its next beat; its last writes find no row.
      await repos.chat.requestStopInConversation(c.id)
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
