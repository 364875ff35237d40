import { Text, View } from '@tarojs/components'
import { Icon, transportIcon } from '@/components/icon'
import { TRANSPORT_MODES } from '@types-shared/api/vocabulary'
import { useT, type MessageKey } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import { formatDistance, formatDuration } from '@/utils/format'
import type { JourneyItem } from '../model'
import './transport-leg.css'

type TransportItem = JourneyItem & { transport: NonNullable<JourneyItem['transport']> }

const MODES: ReadonlySet<string> = new Set(TRANSPORT_MODES)

/** The way between two stops: mode, number, duration and distance. Tapping it opens the transport sheet. */
export function TransportLeg({ item, onOpen }: { item: TransportItem; onOpen?: (id: number) => void }) {
  const t = useT()
  const leg = item.transport
  const mode = t((MODES.has(leg.mode) ? `mode.${leg.mode}` : 'mode.other') as MessageKey)
  return (
    <View
      className='transport-leg'
      data-transport-id={leg.id}
      onClick={() => onOpen?.(leg.id)}
      {...trackingProps('journey_transport_leg', {
        moduleKey: 'journey_day',
        attrs: { transportId: leg.id, mode: leg.mode },
        impression: true,
      })}
    >
      <View className={`transport-leg__line transport-leg__line--${leg.mode}`} />
      <Icon name={transportIcon(leg.mode)} className='transport-leg__icon' />
      <Text className='transport-leg__text'>
        {t('journey.leg', {
          mode: leg.number ? `${mode} ${leg.number}` : mode,
          duration: formatDuration(leg.durationMin, t),
          distance: formatDistance(leg.distanceM, t),
        })}
      </Text>
    </View>
  )
}
