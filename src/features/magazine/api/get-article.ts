import { api } from '@/services/site-client'
import type { Article } from '../model'
import { rethrowNotFound } from './rethrow-not-found'

/** GET magazinedetail/get (SPEC.md section 7): one article with its blocks and its neighbours' ids. */
export async function getArticle(id: number): Promise<Article> {
  try {
    return await api('getMagazineArticle', { id })
  } catch (error) {
    return rethrowNotFound(error, 'article')
  }
}
