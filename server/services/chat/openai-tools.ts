// The tools an OpenAI-compatible model may call: searches of our own catalogue, so whatever place
// or journey it talks about can be shown as a card of a real row (issue 17).
import type { ChatCompletionTool } from 'openai/resources/chat/completions'
import type { ChatLang } from '../../../types/api/chat-stream'
import type { Repositories } from '../../repositories'
import type { CatalogHit } from '../../repositories/search'

export const CHAT_TOOLS: ChatCompletionTool[] = [
  {
    type: 'function',
    function: {
      name: 'search_places',
      description:
        'Search the places (sights, restaurants, hotels, stations) of our travel catalogue. Use it for every place you mention.',
      parameters: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'A name, a dish, a kind of place; may be empty' },
          city: { type: 'string', description: 'A city name in Chinese or English, e.g. 京都 or Kyoto' },
          category: {
            type: 'string',
            description: 'One of: sight, food, culture, nature, shopping, hotel, hub',
          },
        },
        required: ['query'],
      },
    },
  },
  {
    type: 'function',
    function: {
      name: 'search_journeys',
      description: 'Search the ready-made journeys (day-by-day trips) of our catalogue.',
      parameters: {
        type: 'object',
        properties: {
          query: { type: 'string', description: 'Words of the journey title, a theme; may be empty' },
          city: { type: 'string', description: 'A city name in Chinese or English' },
        },
        required: ['query'],
      },
    },
  },
]

const TOOL_HITS = 6
const SNIPPET_CHARS = 160

const text = (v: unknown) => (typeof v === 'string' ? v.slice(0, 200) : undefined)

/**
 * Runs one tool call. Arguments that are not a JSON object, or an unknown tool, answer the model with
 * an error it can correct, never an exception.
 */
export async function runTool(
  repos: Repositories,
  name: string,
  rawArgs: string,
  lang: ChatLang,
): Promise<{ content: string; hits: CatalogHit[] }> {
  let args: Record<string, unknown>
  try {
    const parsed: unknown = JSON.parse(rawArgs || '{}')
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object')
    args = parsed as Record<string, unknown>
  } catch {
    return { content: JSON.stringify({ error: 'the arguments were not a valid JSON object' }), hits: [] }
  }
  if (name !== 'search_places' && name !== 'search_journeys') {
    return { content: JSON.stringify({ error: `unknown tool ${name.slice(0, 40)}` }), hits: [] }
  }
  const hits = await repos.search.search({
    text: text(args.query) ?? '',
    city: text(args.city) || undefined,
    category: name === 'search_places' ? text(args.category) || undefined : undefined,
    kinds: [name === 'search_places' ? 'place' : 'journey'],
    limit: TOOL_HITS,
  })
  const en = lang === 'en'
  const rows = hits.map((h) => ({
    id: h.id,
    kind: h.kind,
    name: (en && h.titleEn) || h.title,
    localName: h.title,
    city: (en && h.cityEn) || h.city,
    ...(h.category ? { category: h.category } : {}),
    about: h.snippet.slice(0, SNIPPET_CHARS),
  }))
  return {
    content: JSON.stringify(rows.length ? { results: rows } : { results: [], note: 'nothing found' }),
    hits,
  }
}
