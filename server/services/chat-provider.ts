// The embedded chat provider: no model, no network. It finds demo places and journeys whose
// city or name appears in the question and answers with them as cards. A real provider
// (a later issue) implements ChatProvider and streams.
import type { Repositories } from '../repositories'
import { mediaUrl } from '../lib/media'

export interface ChatCard {
  type: 'place' | 'journey'
  id: number
  title: string
  image: string
}
export interface ChatProvider {
  answer(repos: Repositories, question: string): Promise<{ content: string; cards: ChatCard[] }>
}

export const localChatProvider: ChatProvider = {
  async answer(repos, question) {
    const q = question.toLowerCase()
    const journeys = (await repos.journeys.listPublic()).filter(
      (j) =>
        (JSON.parse(j.cities_json) as string[]).some((c) => question.includes(c)) ||
        j.title_en
          .toLowerCase()
          .split(/\W+/)
          .some((w) => w.length > 3 && q.includes(w)),
    )
    const places = (await repos.places.listBestRated({}))
      .filter(
        (p) => question.includes(p.city) || question.includes(p.name) || q.includes(p.name_en.toLowerCase()),
      )
      .slice(0, 4)
    const cards: ChatCard[] = [
      ...journeys.slice(0, 2).map((j) => ({
        type: 'journey' as const,
        id: j.id,
        title: j.title,
        image: mediaUrl.journeyCover(j.id),
      })),
      ...places.map((p) => ({
        type: 'place' as const,
        id: p.id,
        title: p.name,
        image: mediaUrl.place(p.id),
      })),
    ]
    const content = cards.length
      ? `为你找到 ${journeys.length ? `${journeys.length} 条相关行程` : ''}${journeys.length && places.length ? '和' : ''}${places.length ? `${places.length} 个值得去的地方` : ''}，可以点开卡片看看。`
      : '我还在学习这个目的地。可以告诉我你想去的城市，比如东京、京都、成都、厦门或上海？'
    return { content, cards }
  },
}
