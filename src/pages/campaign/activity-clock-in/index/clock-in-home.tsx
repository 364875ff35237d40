import { Text, View } from '@tarojs/components'
import { AsyncView, LoadingState } from '@/components/states'
import { useCheckinStatus, useLitMap, LitCountsView, totalsOf } from '@/features/checkin'
import { useSignIn } from '@/features/sign-in'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/checkin'
import { ClockInLinks } from '../shared/clock-in-links'
import { LitMapSection } from '../shared/lit-map-section'
import { RecommendedPlaces } from '../shared/recommended-places'
import { SignInBanner } from '../shared/sign-in-banner'
import { StandingLine } from '../shared/standing-line'
import { Suggestions } from '../shared/suggestions'

/** The campaign's home: my lit map with counts and rank, or a visitor's invitation to sign in. */
export function ClockInHome() {
  const t = useT()
  const signIn = useSignIn()
  const signedIn = Boolean(signIn.user)
  const map = useLitMap(signedIn)
  const status = useCheckinStatus(signedIn)
  if (signIn.user === undefined) return <LoadingState />
  const ensureSignedIn = async () => signedIn || Boolean(await signIn.signIn().catch(() => null))
  return (
    <View className='clock-in'>
      <View className='clock-in__head'>
        <Text className='clock-in__subtitle'>{t('checkin.subtitle')}</Text>
      </View>
      {!signedIn && <SignInBanner onSignIn={ensureSignedIn} />}
      <AsyncView state={map.state} onRetry={map.retry}>
        {(data) => (
          <>
            <LitCountsView counts={data.counts} totals={totalsOf(data.table)} />
            <StandingLine data={data} signedIn={signedIn} />
            <LitMapSection map={map} data={data} ensureSignedIn={ensureSignedIn} />
          </>
        )}
      </AsyncView>
      <Suggestions
        regions={status.suggestions}
        onConfirm={(region) =>
          void map.light([region.code]).then(() => status.answer(region, 'confirm').catch(() => undefined))
        }
        onSkip={(region) => void status.answer(region, 'give_up').catch(() => undefined)}
      />
      <ClockInLinks />
      <RecommendedPlaces />
      {signIn.sheet}
    </View>
  )
}
