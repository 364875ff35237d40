import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useState } from 'react'
import { useT } from '@/i18n'
import { recentMonitorEvents } from '@/services/monitoring/install'
import { recentTrackingEvents } from '@/services/tracking/install'
import '@/i18n/locales/parts/tools'
import { Guarded } from '../guarded/guarded'
import { monitoredLine, trackedLine } from './summaries'
import { useRecent } from './use-recent'
import './telemetry-log.css'

const SHOWN = 20

/**
 * The operator's view of what this page sends (issue #6): the latest tracked and monitored events,
 * newest first, as they leave for /tracker/collect and /monitor/report.
 */
export function TelemetryLog() {
  const t = useT()
  const tracked = useRecent(recentTrackingEvents)
  const monitored = useRecent(recentMonitorEvents)
  const [onlyPages, setOnlyPages] = useState(false)
  const shownTracked = tracked
    .filter((e) => !onlyPages || e.kind === 'page_view' || e.kind === 'page_end')
    .slice(-SHOWN)
    .reverse()
  return (
    <View className='telemetry-log' data-testid='telemetry-log'>
      <Text className='telemetry-log__title'>{t('telemetry.title')}</Text>
      {/* Filtering by the signed-in visitor's events needs a signed-in visitor (isLogin). */}
      <Guarded check='isLogin'>
        <Button size='mini' className='telemetry-log__filter' onClick={() => setOnlyPages((v) => !v)}>
          {onlyPages ? t('telemetry.showAll') : t('telemetry.onlyPages')}
        </Button>
      </Guarded>
      <Text className='telemetry-log__heading'>{t('telemetry.tracked')}</Text>
      <View className='telemetry-log__list' data-list='tracked'>
        {shownTracked.length === 0 && <Text className='telemetry-log__empty'>{t('telemetry.empty')}</Text>}
        {shownTracked.map((event) => (
          <Text key={event.event_info.event_id} className='telemetry-log__item' data-kind={event.kind}>
            {trackedLine(event)}
          </Text>
        ))}
      </View>
      <Text className='telemetry-log__heading'>{t('telemetry.monitored')}</Text>
      <View className='telemetry-log__list' data-list='monitored'>
        {monitored.length === 0 && <Text className='telemetry-log__empty'>{t('telemetry.empty')}</Text>}
        {monitored
          .slice(-SHOWN)
          .reverse()
          .map((event, i) => (
            <Text key={`${event.time}-${i}`} className='telemetry-log__item' data-type={event.type}>
              {monitoredLine(event)}
            </Text>
          ))}
      </View>
    </View>
  )
}
