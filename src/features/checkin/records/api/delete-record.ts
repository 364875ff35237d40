import { api } from '@/services/site-client'
import { isNotFoundError, signedIn } from './signed-in'

/**
 * POST activity/record/delete {id}: that region only (its cities and its province stay lit). Resolves
 * with false when the record was gone already (404): either way it is not lit any more.
 */
export async function deleteRecord(id: number): Promise<boolean> {
  try {
    await signedIn(() => api('deleteRecord', { id }))
    return true
  } catch (error) {
    if (isNotFoundError(error)) return false
    throw error
  }
}
