import { routeByName } from '@types-shared/routes/route-table'
// The module itself, not the folder's index (which carries the poster's QR encoder).
import { openShare } from '@/components/share-target/open-share'

/** The campaign's share entry: the share page with the collector campaign as its target. */
export const shareCapture = (from: 'capture' | 'captureGiftShop') =>
  void openShare({ kind: 'campaign', campaign: 'capture' }, routeByName(from))
