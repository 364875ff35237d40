import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { usePageContext } from '@/components/page-frame'
import { openShare } from '@/components/share-target'
import { AsyncView, EmptyState, LoadingState } from '@/components/states'
import {
  CHINA_VIEW,
  isRegionCode,
  LitCountsView,
  LitMapView,
  regionName,
  totalsOf,
  useLitMap,
  WORLD_VIEW,
} from '@/features/checkin'
import { useSignIn } from '@/features/sign-in'
import { useLocaleStore } from '@/i18n/locale-store'
import { useT } from '@/i18n'
import { navigate } from '@/services/router'
import { trackingProps } from '@/services/tracking'
import { routeByName } from '@types-shared/routes/route-table'
import '@/i18n/locales/parts/checkin'
import { SharedMapView } from '../shared/shared-map-view'
import { SignInBanner } from '../shared/sign-in-banner'
import { StandingLine } from '../shared/standing-line'

/** The codes the map page says were just lit (`?lit=510100,JP`); anything else is dropped. */
const justLitOf = (raw: string | undefined) =>
  [...new Set((raw ?? '').split(','))].filter(isRegionCode).slice(0, 40)

/** My result: what I just lit, my counts and rank, my map, and sharing it. */
function OwnResult({ lit, userId }: { lit: string[]; userId: number }) {
  const t = useT()
  const page = usePageContext()
  const locale = useLocaleStore((s) => s.locale)
  const map = useLitMap(true)
  const abroad = lit.length > 0 && lit.every((code) => /^[A-Z]{2}$/.test(code) && code !== 'CN')
  return (
    <AsyncView state={map.state} onRetry={map.retry}>
      {(data) => (
        <View className='clock-in clock-in--result'>
          <View className='clock-in__head'>
            <Text className='clock-in__title'>{t('checkin.result.title')}</Text>
            <View className='clock-in__just-lit' role='list'>
              {lit.length === 0 ? (
                <Text className='clock-in__subtitle'>{t('checkin.result.nothing')}</Text>
              ) : (
                lit.map((code) => (
                  <View key={code} className='clock-in__chip' role='listitem' data-just-lit={code}>
                    <Text>{regionName(data.table, code, locale)}</Text>
                  </View>
                ))
              )}
            </View>
          </View>
          <LitCountsView counts={data.counts} totals={totalsOf(data.table)} />
          <StandingLine data={data} signedIn />
          <LitMapView view={abroad ? WORLD_VIEW : CHINA_VIEW} lit={data.lit} table={data.table} />
          <View className='clock-in__cta'>
            <Button
              type='primary'
              data-action='share-result'
              onClick={() =>
                void openShare(
                  { kind: 'checkin', userId, ...(lit[0] ? { code: lit[0] } : {}) },
                  routeByName('clockInResult'),
                ).catch(() => undefined)
              }
              {...trackingProps('clockin_result_share')}
            >
              {t('checkin.result.share')}
            </Button>
            <Button
              data-action='light-more'
              onClick={() => void navigate('clockInMap', page?.route).catch(() => undefined)}
              {...trackingProps('clockin_result_more')}
            >
              {t('checkin.result.more')}
            </Button>
          </View>
        </View>
      )}
    </AsyncView>
  )
}

/**
 * The result page: the traveller's own result after lighting, or, opened from someone's share
 * (`?from=`), that traveller's shared map for anyone to see.
 */
export function ClockInResult() {
  const params = usePageContext()?.params ?? {}
  const signIn = useSignIn()
  const from = Number(params.from)
  if (signIn.user === undefined) return <LoadingState />
  const mine = signIn.user && (!params.from || from === signIn.user.id)
  if (mine && signIn.user) return <OwnResult lit={justLitOf(params.lit)} userId={signIn.user.id} />
  if (Number.isInteger(from) && from > 0) return <SharedMapView from={from} />
  return <GuestResult onSignIn={() => void signIn.signIn().catch(() => undefined)} />
}

/**
 * Signed out with nothing shared to show: the page stays itself (its address and title are real)
 * and offers the sign-in, after which the traveller's own result appears, or the campaign's home.
 */
function GuestResult({ onSignIn }: { onSignIn: () => void }) {
  const t = useT()
  const page = usePageContext()
  return (
    <View className='clock-in clock-in--result' data-guest-result>
      <SignInBanner onSignIn={onSignIn} />
      <EmptyState
        label={t('checkin.result.guest')}
        action={
          <Button
            size='mini'
            data-action='to-campaign-home'
            onClick={() => void navigate('clockIn', page?.route).catch(() => undefined)}
            {...trackingProps('clockin_result_home')}
          >
            {t('checkin.result.toHome')}
          </Button>
        }
      />
    </View>
  )
}
