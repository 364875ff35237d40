import { BottomSheet } from '@/components/bottom-sheet'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import { useLocaleStore } from '@/i18n/locale-store'
import '@/i18n/locales/parts/place'
import { useOpenInMaps } from '../hooks/use-open-in-maps'
import { useTransport } from '../hooks/use-transport'
import { displayName, mapPlaceOf, type TransportDetail } from '../model'
import { SheetState } from './sheet-state'
import { TransportContent } from './transport-content'
import './place-sheet.css'
import './transport-sheet.css'

export interface TransportSheetProps {
  transportId: number
  onClose: () => void
}

const MODULE = 'transport_sheet'

function TransportActions({ leg }: { leg: TransportDetail }) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const { navigateTo, busy } = useOpenInMaps()
  const start = leg.from
  if (!start) return null
  return (
    <Button
      unstyled
      className='place-sheet__action place-sheet__action--primary'
      disabled={busy}
      onClick={() => void navigateTo(mapPlaceOf(start, displayName(start, locale)))}
      {...trackingProps('transport_sheet_navigate', { moduleKey: MODULE, attrs: { transportId: leg.id } })}
    >
      {t('transport.navigate')}
    </Button>
  )
}

/** The transport sheet of the journey page (issue 7): web/transportation/detail, and navigate to its start. */
export function TransportSheet({ transportId, onClose }: TransportSheetProps) {
  const t = useT()
  const { state, retry } = useTransport(transportId)
  return (
    <BottomSheet
      title={t('transport.sheetTitle')}
      onClose={onClose}
      className='transport-sheet'
      panelProps={{
        ...trackingProps(MODULE, { moduleKey: MODULE, attrs: { transportId }, impression: true }),
        'data-transport-sheet': String(transportId),
      }}
      footer={state.status === 'ready' && state.data.from ? <TransportActions leg={state.data} /> : undefined}
    >
      <SheetState
        state={state}
        onRetry={retry}
        loadingLabel={t('transport.loading')}
        missingLabel={t('transport.notFound')}
      >
        {(leg) => <TransportContent leg={leg} />}
      </SheetState>
    </BottomSheet>
  )
}
