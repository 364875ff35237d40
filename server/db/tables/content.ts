// Magazine, AI conversations, feedback, collected events.
import type { ColumnType, Generated } from 'kysely'

export interface MagazinesTable {
  id: Generated<number>
  issue: string
  title: string
  cover: string
  intro: string
  published_at: string
}

export interface MagazineSectionsTable {
  id: Generated<number>
  magazine_id: number
  seq: number
  title: string
}

export interface MagazineArticlesTable {
  id: Generated<number>
  magazine_id: number
  section_id: number
  seq: number
  title: string
  author: string
  cover: string
  summary: string
  blocks_json: string
}

export interface ConversationsTable {
  id: Generated<number>
  user_id: number
  title: string
  created_at: string
  updated_at: string
}

export interface MessagesTable {
  id: Generated<number>
  conversation_id: number
  role: string
  content: string
  cards_json: string
  created_at: string
  /** streaming | done | stopped | failed (migration 014); a question is always 'done'. */
  status: ColumnType<string, string | undefined, string>
  /** Why a failed answer failed (types/api/chat-stream.ts ChatFailure); null otherwise. */
  failure: ColumnType<string | null, string | null | undefined, string | null>
  /** 1 when a stop was asked on an instance that is not the writer's (migration 016). */
  stop_requested: ColumnType<number, number | undefined, number>
  /** When the answer's writer last said it is alive (migration 016); null before its first beat. */
  heartbeat_at: ColumnType<string | null, string | null | undefined, string | null>
}

export interface PoiFeedbackTable {
  id: Generated<number>
  user_id: number | null
  place_id: number
  scene: string
  text: string
  photos_json: string
  contact: string | null
  created_at: string
}

export interface AppFeedbackTable {
  id: Generated<number>
  user_id: number | null
  category: string
  text: string
  photos_json: string
  contact: string | null
  created_at: string
}

export interface EventsTable {
  id: Generated<number>
  channel: string
  user_id: number | null
  body: string
  created_at: string
}

export interface CollectorStatsTable {
  channel: string
  accepted: number
  dropped: number
}
