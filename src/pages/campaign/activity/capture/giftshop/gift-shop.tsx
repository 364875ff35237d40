import { View } from '@tarojs/components'
import { CAMPAIGN_IDS } from '@types-shared/api/vocabulary'
import { CampaignShell } from '@/components/campaign-shell'
import { AsyncView, LoadingState } from '@/components/states'
import { GiftList, PointsLine, useGiftShop } from '@/features/capture'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/capture'
import { SignInPrompt } from '../../../shared/sign-in-prompt'
import { useCampaignSignIn } from '../../../shared/use-campaign-sign-in'
import { describePrizeError } from '../../../shared/describe-prize-error'
import { CaptureLinks } from '../shared/capture-links'
import { shareCapture } from '../shared/share-capture'
import '../shared/capture-page.css'

/**
 * The gift shop: my points, the gifts with cost and stock, exchange after a confirm. A visitor sees the
 * gifts; exchanging signs in first.
 */
export function GiftShop() {
  const t = useT()
  const traveller = useCampaignSignIn()
  const shop = useGiftShop(traveller.signedIn, { describeError: describePrizeError })
  if (traveller.user === undefined) return <LoadingState />
  return (
    <View className='capture-page'>
      <CampaignShell campaignId={CAMPAIGN_IDS.capture} onShare={() => shareCapture('captureGiftShop')}>
        {() => (
          <View className='capture-page__body'>
            {!traveller.signedIn && (
              <SignInPrompt moduleKey='capture_giftshop' onSignIn={() => void traveller.ensureSignedIn()} />
            )}
            <AsyncView state={shop.state} onRetry={shop.retry}>
              {(data) => (
                <>
                  <PointsLine points={data.points} />
                  <CaptureLinks to={['capture', 'captureRule']} />
                  <View className='capture-section__title' role='heading' aria-level={2}>
                    {t('capture.shop.title')}
                  </View>
                  <GiftList
                    gifts={data.gifts}
                    points={data.points}
                    busy={shop.busy}
                    // A visitor signs in and the shop loads again with their points; they then choose
                    // again, rather than exchanging against the visitor's 0 points shown a moment ago.
                    onExchange={(gift) =>
                      void (traveller.signedIn ? shop.exchange(gift) : traveller.ensureSignedIn())
                    }
                  />
                </>
              )}
            </AsyncView>
          </View>
        )}
      </CampaignShell>
      {traveller.sheet}
    </View>
  )
}
