import { api } from '@/services/site-client'
import { isNotFoundError, signedIn } from './signed-in'

/**
 * POST record/custom/delete {id}: the place only; the region it lit stays lit. Resolves with false when
 * it was gone already (404).
 */
export async function deleteCustomRecord(id: number): Promise<boolean> {
  try {
    await signedIn(() => api('deleteCustomRecord', { id }))
    return true
  } catch (error) {
    if (isNotFoundError(error)) return false
    throw error
  }
}
