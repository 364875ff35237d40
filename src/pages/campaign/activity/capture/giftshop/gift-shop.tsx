import { View } from '@tarojs/components'
import { CAMPAIGN_IDS } from '@types-shared/api/vocabulary'
import { CampaignShell } from '@/components/campaign-shell'
import { AsyncView, LoadingState } from '@/components/states'
import { GiftList, PointsLine, useGiftShop } from '@/features/capture'
import { PRIZE_ENDPOINTS } from '@/features/prize'
import { useState } from 'react'
import type { UserPrize } from '@types-shared/api/campaign'
import { usePageContext } from '@/components/page-frame'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/capture'
import { SignInPrompt } from '../../../shared/sign-in-prompt'
import { useCampaignSignIn } from '../../../shared/use-campaign-sign-in'
import { describePrizeError } from '../../../shared/describe-prize-error'
import { PrizeSection } from '../../../shared/prize-section'
import { CaptureLinks } from '../shared/capture-links'
import { shareCapture } from '../shared/share-capture'
import '../shared/capture-page.css'

const ENDPOINTS = PRIZE_ENDPOINTS.capture

/**
 * The gift shop: my points, the gifts with cost and stock, exchange after a confirm, and my gifts
 * (redeem, pass to a friend); a friend's transfer link (`acceptToken`) opens here with its accept panel.
 * A visitor sees the gifts; exchanging signs in first.
 */
export function GiftShop() {
  const t = useT()
  const page = usePageContext()
  const traveller = useCampaignSignIn()
  const [exchanged, setExchanged] = useState<UserPrize | null>(null)
  const shop = useGiftShop(traveller.signedIn, {
    describeError: describePrizeError,
    onExchanged: setExchanged,
  })
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
            <PrizeSection
              title={t('capture.myGifts')}
              endpoints={ENDPOINTS}
              incoming={exchanged}
              emptyLabel={t('capture.myGiftsEmpty')}
              acceptToken={page?.params.acceptToken}
              signedIn={traveller.signedIn}
              signIn={traveller.ensureSignedIn}
            />
          </View>
        )}
      </CampaignShell>
      {traveller.sheet}
    </View>
  )
}
