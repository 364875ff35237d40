import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { FoodPlace } from '@types-shared/api/content'
import { CAMPAIGN_IDS } from '@types-shared/api/vocabulary'
import { routeByName } from '@types-shared/routes/route-table'
import { CampaignShell } from '@/components/campaign-shell'
import { usePageContext } from '@/components/page-frame'
import { openShare } from '@/components/share-target/open-share'
import { AsyncView, LoadingState } from '@/components/states'
import { sharerId, useFoodTrail } from '@/features/food'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/food'
import { PlaceSheetHost } from '../../shared/place-sheet-host'
import { SignInPrompt } from '../../shared/sign-in-prompt'
import { useCampaignSignIn } from '../../shared/use-campaign-sign-in'
import { FoodTrailView } from './food-trail-view'
import './food-page.css'

type Traveller = ReturnType<typeof useCampaignSignIn>

/** Signed in, the share is my progress; a visitor has none yet, so theirs is the campaign itself. */
const share = (userId: number | null) =>
  void openShare(
    userId ? { kind: 'food', userId } : { kind: 'campaign', campaign: 'food' },
    routeByName('food'),
  )

function FoodTrail({ traveller }: { traveller: Traveller }) {
  const t = useT()
  const page = usePageContext()
  const readerId = traveller.user?.id ?? null
  const from = sharerId(page?.params.from, readerId)
  const trail = useFoodTrail(readerId ? `reader:${readerId}` : 'visitor', from)
  const [sheet, setSheet] = useState<number | null>(null)
  // A visitor's "I ate here" signs in first; the tick is sent once their own trail has loaded.
  const [pending, setPending] = useState<FoodPlace | null>(null)
  const { own, setEaten } = trail
  useEffect(() => {
    if (!pending || !readerId || own.status !== 'ready') return
    setPending(null)
    void setEaten(pending, true)
  }, [pending, readerId, own.status, setEaten])

  const onEaten = async (place: FoodPlace, eaten: boolean) => {
    if (traveller.signedIn) return void setEaten(place, eaten)
    if (await traveller.ensureSignedIn()) setPending(place)
  }

  return (
    <>
      <CampaignShell campaignId={CAMPAIGN_IDS.food} onShare={() => share(readerId)}>
        {() => (
          <View className='food-page__body'>
            {!traveller.signedIn && (
              <SignInPrompt
                moduleKey='food'
                text={t('food.signInHint')}
                onSignIn={() => void traveller.ensureSignedIn()}
              />
            )}
            <AsyncView
              state={own}
              onRetry={trail.retry}
              isEmpty={(home) => home.cities.length === 0}
              emptyLabel={t('food.empty')}
            >
              {(home) => (
                <>
                  {home.rules && <Text className='food-page__rules'>{home.rules}</Text>}
                  <FoodTrailView
                    home={home}
                    shared={trail.shared}
                    onRetryShared={trail.retryShared}
                    visitor={!traveller.signedIn}
                    busy={trail.busy}
                    onOpen={(place) => setSheet(place.placeId)}
                    onEaten={(place, eaten) => void onEaten(place, eaten)}
                  />
                </>
              )}
            </AsyncView>
          </View>
        )}
      </CampaignShell>
      <PlaceSheetHost placeId={sheet} onClose={() => setSheet(null)} />
    </>
  )
}

/** The trail once it is known who reads it: a signed-in traveller's own ticks, or a visitor's view. */
export function FoodBody() {
  const traveller = useCampaignSignIn()
  if (traveller.user === undefined) return <LoadingState />
  return (
    <View className='food-page'>
      <FoodTrail traveller={traveller} />
      {traveller.sheet}
    </View>
  )
}
