import type { CollectResult } from '@types-shared/api/capture'
import { api } from '@/services/site-client'
import { locateWgs84 } from '@/services/location'

/** Collects a card where the traveller stands: the server checks the place is within reach. */
export async function collectCard(itemId: number): Promise<CollectResult> {
  const { lat, lon } = await locateWgs84()
  return api('collectCard', { itemId, lat, lon })
}
