// State the server instances share (migration 016, docs/deploy.md).

export interface RateCountersTable {
  key: string
  /** Epoch ms of the window's start: the first count after the previous window ended. */
  window_start: number | string
  used: number
  /** Epoch ms of the window's end (bigint: PostgreSQL answers it as text). */
  expires_at: number | string
}

export interface AnswerPartsTable {
  message_id: number
  seq: number
  part_json: string
  created_at: string
}
