import { isRequestError } from '@/services/http'
import { API_CODES } from '@types-shared/api/codes'

/** The place or leg does not exist (any more), or its journey is no longer readable: a state, not a failure. */
export class DetailNotFoundError extends Error {
  constructor(what: string) {
    super(`${what} not found`)
    this.name = 'DetailNotFoundError'
  }
}

const GONE_CODES = new Set<number>([
  API_CODES.NOT_FOUND,
  API_CODES.RESOURCE_NOT_FOUND,
  API_CODES.JOURNEY_DELETED,
  API_CODES.JOURNEY_PRIVATE,
])

/** Rethrows a "gone" answer as DetailNotFoundError; anything else stays an error with retry. */
export function rethrowGone(error: unknown, what: string): never {
  if (isRequestError(error) && GONE_CODES.has(Number(error.code))) throw new DetailNotFoundError(what)
  throw error
}
