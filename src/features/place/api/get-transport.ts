import { api } from '@/services/site-client'
import type { TransportDetail } from '../model'
import { rethrowGone } from './detail-errors'

/** GET web/transportation/detail?id= (SPEC.md section 7, "Places and transport"). */
export async function getTransport(id: number): Promise<TransportDetail> {
  try {
    return await api('getTransport', { id })
  } catch (error) {
    return rethrowGone(error, 'transport leg')
  }
}
