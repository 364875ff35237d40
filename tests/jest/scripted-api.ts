type Params = Record<string, unknown>
export type Answer = (params: Params) => unknown

/**
 * The mocked `api` of a page test: every endpoint the page may call answers from `defaults`, a test
 * swaps one answer through the returned `answers` (a fresh set per call), and any other endpoint is a
 * failure, so a page calling something unexpected is seen.
 */
export function scriptApi(mocked: jest.Mock, defaults: Record<string, Answer>): Record<string, Answer> {
  const answers: Record<string, Answer> = {}
  mocked.mockReset().mockImplementation(async (name: string, params: Params = {}) => {
    const answer = answers[name] ?? defaults[name]
    if (!answer) throw new Error(`unexpected ${name}`)
    return answer(params)
  })
  return answers
}
