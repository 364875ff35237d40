import { api } from '@/services/site-client'
import type { PlaceDetail } from '../model'
import { rethrowGone } from './detail-errors'

/** GET web/poi/detail?id= (SPEC.md section 7, "Places and transport"). */
export async function getPlace(id: number): Promise<PlaceDetail> {
  try {
    return await api('getPlace', { id })
  } catch (error) {
    return rethrowGone(error, 'place')
  }
}
