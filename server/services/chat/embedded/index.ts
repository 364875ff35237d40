// The embedded assistant: answers from our own database, no model and no network (issue 17). This
// placeholder wraps the first keyword provider; the retrieval assistant (full-text search, intent
// rules, answers composed in the user's language) replaces it behind the same factory.
import { localChatProvider } from '../../chat-provider'
import type { ChatProvider } from '../provider'

export function createEmbeddedProvider(): ChatProvider {
  return {
    name: 'embedded',
    async answer(repos, q, sink, signal) {
      const { content, cards } = await localChatProvider.answer(repos, q.question)
      for (const piece of content.match(/.{1,8}/gsu) ?? []) {
        if (signal.aborted) return
        sink.text(piece)
      }
      for (const card of cards) sink.card(card)
    },
  }
}
