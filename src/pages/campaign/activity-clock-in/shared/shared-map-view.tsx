import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { Button } from '@/components/button'
import { usePageContext } from '@/components/page-frame'
import { AsyncView, EmptyState, useLoad } from '@/components/states'
import {
  CHINA_VIEW,
  countsOf,
  getRegionTable,
  getSharedMap,
  LitCountsView,
  LitMapView,
  totalsOf,
  type MapView,
} from '@/features/checkin'
import { isRequestError } from '@/services/http'
import { navigate } from '@/services/router'
import { trackingProps } from '@/services/tracking'
import { useT } from '@/i18n'
import { API_CODES } from '@types-shared/api/codes'
import '@/i18n/locales/parts/checkin'
import { ViewSwitch } from './view-switch'

const loadShared = async (from: string) => {
  const [table, shared] = await Promise.all([getRegionTable(), getSharedMap(Number(from))])
  return { table, shared, lit: new Set(shared.codes) }
}

const isMissing = (error: Error) =>
  isRequestError(error) &&
  [API_CODES.NOT_FOUND, API_CODES.RESOURCE_NOT_FOUND].includes(Number(error.code) as never)

/** Someone's shared lit map, as anyone opening their link sees it, with the way to light one's own. */
export function SharedMapView({ from }: { from: number }) {
  const t = useT()
  const page = usePageContext()
  const [view, setView] = useState<MapView>(CHINA_VIEW)
  const { state, retry } = useLoad(String(from), loadShared)
  const ownMap = (
    <Button
      type='primary'
      data-action='light-my-own'
      onClick={() => navigate('clockIn', page?.route, { replace: true }).catch(() => undefined)}
      {...trackingProps('clockin_shared_cta')}
    >
      {t('checkin.shared.cta')}
    </Button>
  )
  if (state.status === 'error' && isMissing(state.error))
    return <EmptyState label={t('checkin.shared.missing')} action={ownMap} />
  return (
    <View className='clock-in clock-in--shared'>
      <AsyncView state={state} onRetry={retry}>
        {({ table, shared, lit }) => (
          <>
            <View className='clock-in__head'>
              <Text className='clock-in__title'>{t('checkin.shared.title', { name: shared.nickname })}</Text>
            </View>
            <LitCountsView counts={countsOf(lit, totalsOf(table))} totals={totalsOf(table)} />
            <ViewSwitch view={view} table={table} onChange={setView} />
            <LitMapView
              view={view}
              lit={lit}
              table={table}
              onSelect={(code) => view.kind === 'china' && setView({ kind: 'province', code })}
            />
            <View className='clock-in__cta'>{ownMap}</View>
          </>
        )}
      </AsyncView>
    </View>
  )
}
