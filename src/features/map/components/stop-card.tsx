import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/map'
import type { MapScene, MapStop } from '../model'
import './stop-card.css'

export interface StopCardProps {
  scene: MapScene
  stop: MapStop
  onSelect: (id: string) => void
  onNavigate: (stop: MapStop) => void
}

const MODULE = 'full_map'

/** The selected stop under the map: its name and place, stepping through the day, and "navigate with". */
export function StopCard({ scene, stop, onSelect, onNavigate }: StopCardProps) {
  const t = useT()
  const index = scene.stops.findIndex((s) => s.id === stop.id)
  const previous = index > 0 ? scene.stops[index - 1] : undefined
  const next = index >= 0 && index < scene.stops.length - 1 ? scene.stops[index + 1] : undefined
  const stepping = scene.stops.length > 1
  return (
    <View
      className='stop-card'
      data-stop-card={stop.id}
      {...trackingProps('map_stop_card', {
        moduleKey: MODULE,
        index: index + 1,
        attrs: { stop_id: stop.id },
        impression: true,
      })}
    >
      <View className='stop-card__head'>
        {stop.number !== undefined && (
          <Text className='stop-card__number' aria-hidden='true'>
            {stop.number}
          </Text>
        )}
        <View className='stop-card__text'>
          {stop.number !== undefined && (
            <Text className='stop-card__kicker'>{t('map.full.stop', { n: stop.number })}</Text>
          )}
          <View className='stop-card__name' role='heading' aria-level={2}>
            <Text>{stop.name}</Text>
          </View>
          {stop.detail && <Text className='stop-card__detail'>{stop.detail}</Text>}
          {scene.totals && (
            <Text className='stop-card__detail'>
              {t('map.full.totals', {
                km: (scene.totals.distanceM / 1000).toFixed(1),
                minutes: scene.totals.durationMin,
              })}
            </Text>
          )}
        </View>
      </View>
      <View className='stop-card__actions'>
        {stepping && (
          <StepButton
            to={previous}
            label={t('map.full.previous')}
            event='map_previous_stop'
            onSelect={onSelect}
          >
            ‹
          </StepButton>
        )}
        <Button
          className='stop-card__navigate'
          onClick={() => onNavigate(stop)}
          {...trackingProps('map_navigate', { moduleKey: MODULE, attrs: { stop_id: stop.id } })}
        >
          {t('map.full.navigate')}
        </Button>
        {stepping && (
          <StepButton to={next} label={t('map.full.next')} event='map_next_stop' onSelect={onSelect}>
            ›
          </StepButton>
        )}
      </View>
    </View>
  )
}

/** Previous or next stop of the day; disabled at either end. */
function StepButton({
  to,
  label,
  event,
  onSelect,
  children,
}: {
  to?: MapStop
  label: string
  event: string
  onSelect: (id: string) => void
  children: string
}) {
  return (
    <Button
      className='stop-card__step'
      disabled={!to}
      aria-label={label}
      onClick={() => to && onSelect(to.id)}
      {...trackingProps(event, { moduleKey: MODULE })}
    >
      {children}
    </Button>
  )
}
