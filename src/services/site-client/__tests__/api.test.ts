import type { HttpClient } from '@/services/http/create-http'
import { ServerError } from '@/services/http/errors'
import { callApi } from '@/services/http/call-api'

function recordingClient(answer: () => Promise<unknown> = async () => ({ ok: true })) {
  const calls: Array<{ verb: string; url: string; payload: unknown; config: unknown }> = []
  const verbs = (auth: string) => ({
    get: async (url: string, payload: unknown, config?: unknown) => {
      calls.push({ verb: `${auth}GET`, url, payload, config })
      return answer()
    },
    post: async (url: string, payload: unknown, config?: unknown) => {
      calls.push({ verb: `${auth}POST`, url, payload, config })
      return answer()
    },
  })
  const client = { ...verbs(''), noAuth: verbs('no-auth ') } as unknown as HttpClient
  return { client, calls }
}

describe('calling the API by its name in API_PATHS', () => {
  test('a GET takes its method and path from the list and sends its parameters in the query', async () => {
    const { client, calls } = recordingClient()
    await callApi(client, 'getJourney', { id: 1 })
    expect(calls).toEqual([
      { verb: 'GET', url: '/web/journey/detail', payload: { id: 1 }, config: undefined },
    ])
  })

  test('a POST sends its parameters as the JSON body, with the config passed through', async () => {
    const { client, calls } = recordingClient()
    await callApi(client, 'joinJourney', { code: 'abcdef' }, { skipResponseRules: true })
    expect(calls).toEqual([
      {
        verb: 'POST',
        url: '/co-editor/join',
        payload: { code: 'abcdef' },
        config: { skipResponseRules: true },
      },
    ])
  })

  test("a sign-in call goes without the stored session (the client's no-auth verbs)", async () => {
    const { client, calls } = recordingClient()
    await callApi(client, 'miniLogin', { vendor: 'tt', code: 'c' }, { noAuth: true, skipResponseRules: true })
    expect(calls).toEqual([
      {
        verb: 'no-auth POST',
        url: '/auth/mini_login',
        payload: { vendor: 'tt', code: 'c' },
        config: { skipResponseRules: true },
      },
    ])
  })

  test('a call without parameters needs none', async () => {
    const { client, calls } = recordingClient()
    await callApi(client, 'getHome', undefined)
    expect(calls[0]).toMatchObject({ verb: 'GET', url: '/web/home' })
  })

  test("errors are the request client's own, untouched", async () => {
    const refused = new ServerError(401, 40100, 'login required')
    const { client } = recordingClient(async () => Promise.reject(refused))
    await expect(callApi(client, 'getMe', undefined)).rejects.toBe(refused)
  })

  test('names, parameters and answers are checked by the compiler', () => {
    // Only compiled (tsc runs over the tests): each line below must fail to type-check.
    const typeChecks = async (client: HttpClient) => {
      // @ts-expect-error an unknown name
      await callApi(client, 'getJourneys', { id: 1 })
      // @ts-expect-error a missing parameter
      await callApi(client, 'getJourney', {})
      // @ts-expect-error a parameter of the wrong type
      await callApi(client, 'saveJourney', { journeyId: 1, saved: 'yes' })
      const journey = await callApi(client, 'getJourney', { id: 1 })
      // @ts-expect-error the answer is a JourneyDetail, which has no `name`
      void journey.name
    }
    expect(typeof typeChecks).toBe('function')
  })
})
