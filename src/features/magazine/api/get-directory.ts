import { api } from '@/services/site-client'
import type { Directory } from '../model'
import { rethrowNotFound } from './rethrow-not-found'

/** GET magazinedirectory/get (SPEC.md section 7): an issue's sections and articles, the latest without id. */
export async function getDirectory(issue?: number): Promise<Directory> {
  try {
    return await api('getMagazineDirectory', issue ? { id: issue } : undefined)
  } catch (error) {
    return rethrowNotFound(error, 'issue')
  }
}
