import { Text, View } from '@tarojs/components'
import { Icon } from '@/components/icon'
import { useT, type Locale } from '@/i18n'
import { useLocaleStore } from '@/i18n/locale-store'
import { calendarDay, clockTime, parseMoment } from '@/utils/calendar'
import { formatDateTime, formatDistance, formatDuration, formatMoney } from '@/utils/format'
import '@/i18n/locales/parts/place'
import { displayName, type TransportDetail } from '../model'
import { transportMode } from '../transport-modes'

/** "09:30", with the date in front when the leg starts or ends on another day than the other end. */
function timeOf(value: string, other: string, locale: Locale): string {
  const d = parseMoment(value)
  if (!d) return value
  const otherEnd = parseMoment(other)
  const sameDay = otherEnd !== null && calendarDay(d) === calendarDay(otherEnd)
  return sameDay ? clockTime(d) : formatDateTime(value, locale)
}

/** One end of the leg: its time, and its place with "departs"/"arrives" for screen readers only. */
function LegEnd({ time, role, place }: { time: string; role: string; place: string }) {
  return (
    <View className='transport-sheet__end'>
      <Text className='transport-sheet__time'>{time}</Text>
      <Text className='transport-sheet__place'>
        <Text className='transport-sheet__visually-hidden'>{role} </Text>
        {place}
      </Text>
    </View>
  )
}

/** Mode, service, both ends with times, duration, distance, fare and note of one leg. */
export function TransportContent({ leg }: { leg: TransportDetail }) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const from = leg.from ? displayName(leg.from, locale) : leg.fromName || t('transport.unknownPlace')
  const to = leg.to ? displayName(leg.to, locale) : leg.toName || t('transport.unknownPlace')
  const mode = transportMode(leg.mode)
  const rows: Array<[string, string]> = [
    [t('transport.duration'), formatDuration(leg.durationMin, t)],
    [t('transport.distance'), formatDistance(leg.distanceM, t)],
  ]
  if (leg.price !== null) rows.push([t('transport.price'), formatMoney(leg.price, leg.currency, locale)])
  return (
    <View className='transport-sheet__content'>
      <View className='transport-sheet__mode'>
        <Icon name={mode.icon} className='transport-sheet__icon' />
        <Text className='transport-sheet__mode-label'>{t(mode.label)}</Text>
        {leg.number && (
          <Text className='transport-sheet__number'>{t('transport.number', { number: leg.number })}</Text>
        )}
      </View>
      <View className='transport-sheet__ends'>
        <LegEnd time={timeOf(leg.departAt, leg.arriveAt, locale)} role={t('transport.depart')} place={from} />
        <LegEnd time={timeOf(leg.arriveAt, leg.departAt, locale)} role={t('transport.arrive')} place={to} />
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
