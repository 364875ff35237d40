import { isRequestError } from '@/services/http'
import { API_CODES } from '@types-shared/api/codes'
import { MagazineNotFoundError } from '../model'

const GONE = new Set<number>([API_CODES.NOT_FOUND, API_CODES.RESOURCE_NOT_FOUND])

/** A "not found" answer becomes MagazineNotFoundError; anything else stays an error with retry. */
export function rethrowNotFound(error: unknown, what: 'issue' | 'article'): never {
  if (isRequestError(error) && GONE.has(Number(error.code))) throw new MagazineNotFoundError(what)
  throw error
}
