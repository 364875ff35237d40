import { useCallback } from 'react'
import { BottomSheet } from '@/components/bottom-sheet'
import { Button } from '@/components/button'
import { usePageContext } from '@/components/page-frame'
import { useT } from '@/i18n'
import type { MapApp } from '@/platform'
import { navigate } from '@/services/router'
import { trackingProps } from '@/services/tracking'
import { useLocaleStore } from '@/i18n/locale-store'
import '@/i18n/locales/parts/place'
import { usePlace } from '../hooks/use-place'
import { useOpenInMaps } from '../hooks/use-open-in-maps'
import type { NavigateOutcome } from '../hooks/open-in-maps'
import { displayName, mapPlaceOf, type PlaceDetail } from '../model'
import { PlaceContent } from './place-content'
import { SheetState } from './sheet-state'
import './place-sheet.css'

export interface PlaceSheetProps {
  placeId: number
  /** The journey the place was opened from; passed on to the feedback form. */
  journeyId?: number | string
  onClose: () => void
  /** A map app took over (the app's openMapWithLocation, or the chosen map link on the web). */
  onNavigated?: (app?: MapApp) => void
}

const MODULE = 'place_sheet'

function PlaceActions({
  place,
  journeyId,
  onNavigated,
}: { place: PlaceDetail } & Omit<PlaceSheetProps, 'placeId' | 'onClose'>) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const page = usePageContext()
  const done = useCallback(
    (outcome: NavigateOutcome) => outcome.kind === 'opened' && onNavigated?.(outcome.app),
    [onNavigated],
  )
  const { navigateTo, busy } = useOpenInMaps(done)
  const attrs = { placeId: place.id }
  const report = () => {
    const query = { placeId: place.id, journeyId: journeyId === undefined ? undefined : String(journeyId) }
    navigate('poiFeedback', page?.route, { query }).catch(() => {
      // A failed navigation surfaces through the platform's own UI; the sheet stays usable.
    })
  }
  return (
    <>
      <Button
        unstyled
        className='place-sheet__action place-sheet__action--secondary'
        onClick={report}
        {...trackingProps('place_sheet_report', { moduleKey: MODULE, attrs })}
      >
        {t('place.report')}
      </Button>
      <Button
        unstyled
        className='place-sheet__action place-sheet__action--primary'
        disabled={busy}
        onClick={() => void navigateTo(mapPlaceOf(place, displayName(place, locale)))}
        {...trackingProps('place_sheet_navigate', { moduleKey: MODULE, attrs })}
      >
        {t('place.navigate')}
      </Button>
    </>
  )
}

/** The place sheet of the journey page (issue 7): web/poi/detail with navigate and report a problem. */
export function PlaceSheet({ placeId, journeyId, onClose, onNavigated }: PlaceSheetProps) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const { state, retry } = usePlace(placeId)
  const title = state.status === 'ready' ? displayName(state.data, locale) : t('place.sheetTitle')
  return (
    <BottomSheet
      title={title}
      onClose={onClose}
      className='place-sheet'
      panelProps={{
        ...trackingProps(MODULE, { moduleKey: MODULE, attrs: { placeId }, impression: true }),
        'data-place-sheet': String(placeId),
      }}
      footer={
        state.status === 'ready' ? (
          <PlaceActions place={state.data} journeyId={journeyId} onNavigated={onNavigated} />
        ) : undefined
      }
    >
      <SheetState
        state={state}
        onRetry={retry}
        loadingLabel={t('place.loading')}
        missingLabel={t('place.notFound')}
      >
        {(place) => <PlaceContent place={place} />}
      </SheetState>
    </BottomSheet>
  )
}
