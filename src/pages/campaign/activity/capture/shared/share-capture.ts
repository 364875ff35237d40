import { routeByName } from '@types-shared/routes/route-table'
import { openShare } from '@/components/share-target'

/** The campaign's share entry: the share page with the collector campaign as its target. */
export const shareCapture = (from: 'capture' | 'captureGiftShop') =>
  void openShare({ kind: 'campaign', campaign: 'capture' }, routeByName(from))
