import type { SpringFestival } from '@types-shared/api/content'
import { api } from '@/services/site-client'
import { clockOffset } from '../model'

export interface FestivalPage {
  festival: SpringFestival
  /** Server clock minus this device's, measured when the answer arrived (see model.ts). */
  offset: number
}

/** The special with the clock offset taken at once, before anything else can delay it. */
export async function getSpringFestival(): Promise<FestivalPage> {
  const festival = await api('getSpringFestival')
  return { festival, offset: clockOffset(festival.now) }
}
