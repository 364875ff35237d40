import type { ResponseHandlers } from '../../response-actions'

/** Response reactions that do nothing, for tests of the client itself; override the one a test watches. */
export function quietHandlers(overrides: Partial<ResponseHandlers> = {}): ResponseHandlers {
  return {
    unauthorized: () => undefined,
    forbidden: () => undefined,
    exception: () => undefined,
    login: () => undefined,
    timeAlert: () => undefined,
    reload: () => undefined,
    ...overrides,
  }
}
