import { getTransport } from '../api/get-transport'
import type { TransportDetail } from '../model'
import { createDetailCache } from './detail-cache'
import { useDetail } from './use-detail'

export const transportCache = createDetailCache<TransportDetail>((id) => getTransport(id))

/** A transport leg for its sheet (web/transportation/detail), cached per id for the page's life. */
export const useTransport = (id: number) => useDetail(transportCache, id)
