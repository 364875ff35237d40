// The embedded assistant: answers from our own database, no model and no network (issue 17,
// docs/assistant-embedded.md). It reads the question (understand.ts), lets one composer per intent
// write an answer from the catalogue (compose-*.ts), then streams it in small pieces (stream.ts).
import type { ChatProvider } from '../provider'
import { Draft } from './draft'
import { understand, type Intent } from './understand'
import type { ComposeContext, Composer } from './context'
import { composeFood } from './compose-food'
import { composeIdeas } from './compose-ideas'
import { composePlan } from './compose-plan'
import { composeRoute } from './compose-route'
import { composeSearch } from './compose-search'
import { composeWeather } from './compose-weather'
import { streamPieces } from './stream'

const COMPOSERS: Record<Intent, Composer> = {
  route: composeRoute,
  weather: composeWeather,
  food: composeFood,
  plan: composePlan,
  ideas: composeIdeas,
  search: composeSearch,
}

export interface EmbeddedOptions {
  /**
   * Wait between streamed pieces, in ms. Composing takes a few ms, so without it a whole answer leaves
   * in one burst that a browser may read as one chunk; 4 ms keeps even a 100-piece day plan under
   * half a second while the text visibly builds up. 0: only yield to the event loop.
   */
  paceMs?: number
}

export const DEFAULT_PACE_MS = 4

export function createEmbeddedProvider(options: EmbeddedOptions = {}): ChatProvider {
  const paceMs = options.paceMs ?? DEFAULT_PACE_MS
  return {
    name: 'embedded',
    async answer(repos, q, sink, signal) {
      const known = await repos.search.knownCities()
      let u = understand(q.question, q.history, known)
      // A city we have no places for ("拉萨三天怎么玩") must not inherit the previous turn's city.
      if (u.cityFromHistory) {
        const [region] = await repos.search.search({ text: q.question, kinds: ['region'], limit: 1 })
        if (region?.category === 'city' && region.score >= 1) u = { ...u, intent: 'search', cities: [] }
      }
      if (signal.aborted) return
      const d = new Draft(q.lang)
      const ctx: ComposeContext = { repos, d, u, question: q.question, known }
      await COMPOSERS[u.intent](ctx)
      await streamPieces(d.pieces, sink, signal, paceMs)
    },
  }
}
