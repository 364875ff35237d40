// The earlier turns a provider sees: the last HISTORY_TURNS messages that were answered (failed and
// unfinished answers are left out), within HISTORY_CHARS, oldest first. Bounded so a long
// conversation costs the same as a short one.
import type { Repositories } from '../../repositories'
import type { ChatTurn } from './provider'

export const HISTORY_TURNS = 10
export const HISTORY_CHARS = 6000

export async function historyBefore(
  repos: Repositories,
  conversationId: number,
  beforeId: number,
): Promise<ChatTurn[]> {
  const rows = await repos.chat.listMessages(conversationId, { beforeId, limit: HISTORY_TURNS * 2 })
  const turns: ChatTurn[] = []
  let chars = 0
  for (const m of rows) {
    if (m.status === 'failed' || m.status === 'streaming' || !m.content.trim()) continue
    if (turns.length >= HISTORY_TURNS || chars + m.content.length > HISTORY_CHARS) break
    chars += m.content.length
    turns.push({ role: m.role === 'assistant' ? 'assistant' : 'user', content: m.content })
  }
  return turns.reverse()
}
