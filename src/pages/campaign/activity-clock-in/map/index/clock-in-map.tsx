import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { Button } from '@/components/button'
import { usePageContext } from '@/components/page-frame'
import { AsyncView, LoadingState } from '@/components/states'
import { LitCountsView, totalsOf, useLitMap } from '@/features/checkin'
import { useSignIn } from '@/features/sign-in'
import { navigate } from '@/services/router'
import { trackingProps } from '@/services/tracking'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/checkin'
import { LitMapSection } from '../../shared/lit-map-section'
import { SignInBanner } from '../../shared/sign-in-banner'
import { RegionSearch } from './region-search'

/** Lighting up: tap a region, search one, use the current position or light a whole province. */
export function ClockInMap() {
  const t = useT()
  const page = usePageContext()
  const signIn = useSignIn()
  const signedIn = Boolean(signIn.user)
  const map = useLitMap(signedIn)
  const [justLit, setJustLit] = useState<string[]>([])
  const [locating, setLocating] = useState(false)
  if (signIn.user === undefined) return <LoadingState />
  const ensureSignedIn = async () => signedIn || Boolean(await signIn.signIn().catch(() => null))
  const remember = (codes: string[]) => setJustLit((all) => [...new Set([...all, ...codes])])
  const lightHere = async () => {
    if (!(await ensureSignedIn())) return
    setLocating(true)
    const added = await map.lightHere()
    setLocating(false)
    if (added) remember(added)
  }
  const seeResult = () =>
    navigate('clockInResult', page?.route, { query: { lit: justLit.slice(0, 40).join(',') } }).catch(
      () => undefined,
    )
  return (
    <View className='clock-in clock-in--map' aria-busy={map.pending > 0}>
      <View className='clock-in__head'>
        <Text className='clock-in__subtitle'>{t('checkin.pickTitle')}</Text>
      </View>
      {!signedIn && <SignInBanner onSignIn={ensureSignedIn} />}
      <View className='clock-in__tools'>
        <Button
          size='mini'
          type='primary'
          loading={locating}
          data-action='light-here'
          onClick={() => void lightHere()}
          {...trackingProps('clockin_light_here')}
        >
          {locating ? t('checkin.locating') : t('checkin.lightHere')}
        </Button>
      </View>
      <AsyncView state={map.state} onRetry={map.retry}>
        {(data) => (
          <>
            <LitCountsView counts={data.counts} totals={totalsOf(data.table)} />
            <RegionSearch
              onPick={(region) =>
                void ensureSignedIn().then(
                  async (ok) =>
                    ok && !data.lit.has(region.code) && remember((await map.light([region.code])) ?? []),
                )
              }
            />
            <LitMapSection
              map={map}
              data={data}
              ensureSignedIn={ensureSignedIn}
              onLit={remember}
              onCancelled={(code) => setJustLit((all) => all.filter((c) => c !== code))}
            />
          </>
        )}
      </AsyncView>
      {justLit.length > 0 && (
        <View className='clock-in__cta'>
          <Button
            type='primary'
            data-action='see-result'
            onClick={seeResult}
            {...trackingProps('clockin_see_result', { attrs: { count: justLit.length } })}
          >
            {t('checkin.seeResult')}
          </Button>
        </View>
      )}
      {signIn.sheet}
    </View>
  )
}
