import { lazy, Suspense, useState } from 'react'
import type { ImageCampaignId } from '@types-shared/routes/route-table'
// After the frame, the sheets' styles load in the order the journey pages load them, so the
// mini-program's shared stylesheet has one order (as the summer page does).
import '@/components/bottom-sheet'
import { ImageCampaignView } from '@/features/image-campaign'

// The place sheet opens on a tap, never on first paint: its code loads then (docs/place-sheet.md).
const PlaceSheet = lazy(() => import('@/features/place/place-sheet.lazy'))

/**
 * The body of every img/* page: the image campaign, and the place sheet its place hot spots open (the
 * two features meet here, in the page, since a feature may not import another).
 */
export function ImageCampaignPage({ pageKey }: { pageKey: ImageCampaignId }) {
  const [placeId, setPlaceId] = useState<number | null>(null)
  return (
    <>
      <ImageCampaignView pageKey={pageKey} onOpenPlace={setPlaceId} />
      {placeId !== null && (
        <Suspense fallback={null}>
          <PlaceSheet placeId={placeId} onClose={() => setPlaceId(null)} />
        </Suspense>
      )}
    </>
  )
}
