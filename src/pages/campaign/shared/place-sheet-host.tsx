import { lazy, Suspense } from 'react'

// Opened by a tap, never on first paint: the sheet's code loads then (its own H5 chunk, as on the
// journey page; mini-programs turn import() into require()).
const PlaceSheet = lazy(() => import('@/features/place/place-sheet.lazy'))

/** The place sheet of a campaign page's place card (the food trail, the Spring Festival destinations). */
export function PlaceSheetHost({ placeId, onClose }: { placeId: number | null; onClose: () => void }) {
  if (placeId === null) return null
  return (
    <Suspense fallback={null}>
      <PlaceSheet placeId={placeId} onClose={onClose} />
    </Suspense>
  )
}
