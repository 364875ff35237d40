import { lazy, Suspense } from 'react'

// The sheets are opened by a tap, never on first paint: their code loads then (H5 chunks; mini-programs
// turn import() into require()).
const PlaceSheet = lazy(() => import('@/features/place/place-sheet.lazy'))
const TransportSheet = lazy(() => import('@/features/place/transport-sheet.lazy'))

export type OpenSheet = { kind: 'place'; id: number } | { kind: 'transport'; id: number } | null

/** Whichever sheet the traveller opened from the journey, if any. */
export function JourneySheets({
  sheet,
  journeyId,
  onClose,
}: {
  sheet: OpenSheet
  journeyId: number
  onClose: () => void
}) {
  if (!sheet) return null
  return (
    <Suspense fallback={null}>
      {sheet.kind === 'place' ? (
        <PlaceSheet placeId={sheet.id} journeyId={journeyId} onClose={onClose} />
      ) : (
        <TransportSheet transportId={sheet.id} onClose={onClose} />
      )}
    </Suspense>
  )
}
