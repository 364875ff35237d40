import { Text, View } from '@tarojs/components'
import dayjs from 'dayjs'
import { BottomSheet, SheetButton } from '@/components/bottom-sheet'
import { useT, type Locale } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import { useLocaleStore } from '@/stores/locale-store'
import { formatDate, formatDistance, formatDuration, formatMoney } from '@/utils/format'
import { useOpenInMaps } from '../hooks/use-open-in-maps'
import { useTransport } from '../hooks/use-transport'
import { displayName, mapPlaceOf, type TransportDetail } from '../model'
import { transportMode } from '../transport-modes'
import { SheetState } from './sheet-state'
import './place-sheet.css'
import './transport-sheet.css'

export interface TransportSheetProps {
  transportId: number
  onClose: () => void
}

const MODULE = 'transport_sheet'

/** "09:30", with the date in front when the leg starts or ends on another day than the other end. */
function timeOf(value: string, other: string, locale: Locale): string {
  const d = dayjs(value)
  if (!d.isValid()) return value
  const sameDay = d.format('YYYY-MM-DD') === dayjs(other).format('YYYY-MM-DD')
  return sameDay ? d.format('HH:mm') : `${formatDate(d.format('YYYY-MM-DD'), locale)} ${d.format('HH:mm')}`
}

function TransportContent({ leg }: { leg: TransportDetail }) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const from = leg.from ? displayName(leg.from, locale) : leg.fromName || t('transport.unknownPlace')
  const to = leg.to ? displayName(leg.to, locale) : leg.toName || t('transport.unknownPlace')
  const mode = transportMode(leg.mode)
  const rows: Array<[string, string]> = [
    [t('transport.duration'), formatDuration(leg.durationMin, t)],
    [t('transport.distance'), formatDistance(leg.distanceM, t)],
  ]
  if (leg.price !== null) rows.push([t('transport.price'), formatMoney(leg.price, leg.currency)])
  return (
    <View className='transport-sheet__content'>
      <View className='transport-sheet__mode'>
        <Text className='transport-sheet__icon' aria-hidden='true'>
          {mode.icon}
        </Text>
        <Text className='transport-sheet__mode-label'>{t(mode.label)}</Text>
        {leg.number && (
          <Text className='transport-sheet__number'>{t('transport.number', { number: leg.number })}</Text>
        )}
      </View>
      <View className='transport-sheet__ends'>
        <View className='transport-sheet__end'>
          <Text className='transport-sheet__time'>{timeOf(leg.departAt, leg.arriveAt, locale)}</Text>
          <Text className='transport-sheet__place'>
            <Text className='transport-sheet__visually-hidden'>{t('transport.depart')} </Text>
            {from}
          </Text>
        </View>
        <View className='transport-sheet__end'>
          <Text className='transport-sheet__time'>{timeOf(leg.arriveAt, leg.departAt, locale)}</Text>
          <Text className='transport-sheet__place'>
            <Text className='transport-sheet__visually-hidden'>{t('transport.arrive')} </Text>
            {to}
          </Text>
        </View>
      </View>
      <View className='transport-sheet__facts'>
        {rows.map(([label, value]) => (
          <View key={label} className='transport-sheet__fact'>
            <Text className='place-sheet__label'>{label}</Text>
            <Text className='transport-sheet__fact-value'>{value}</Text>
          </View>
        ))}
      </View>
      {leg.note && (
        <View className='place-sheet__row'>
          <Text className='place-sheet__label'>{t('transport.note')}</Text>
          <Text className='place-sheet__description'>{leg.note}</Text>
        </View>
      )}
    </View>
  )
}

function TransportActions({ leg }: { leg: TransportDetail }) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const { navigateTo, busy } = useOpenInMaps()
  const start = leg.from
  if (!start) return null
  return (
    <SheetButton
      className='place-sheet__action place-sheet__action--primary'
      disabled={busy}
      onClick={() => void navigateTo(mapPlaceOf(start, displayName(start, locale)))}
      {...trackingProps('transport_sheet_navigate', { moduleKey: MODULE, attrs: { transportId: leg.id } })}
    >
      {t('transport.navigate')}
    </SheetButton>
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
