import { View } from '@tarojs/components'
import { CAMPAIGN_IDS } from '@types-shared/api/vocabulary'
import { CampaignShell } from '@/components/campaign-shell'
import { AsyncView, LoadingState } from '@/components/states'
import { CollectibleGrid, CollectionProgress, TaskList, useCaptureHome } from '@/features/capture'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/capture'
import { SignInPrompt } from '../../../shared/sign-in-prompt'
import { useCampaignSignIn } from '../../../shared/use-campaign-sign-in'
import { describePrizeError } from '../../../shared/describe-prize-error'
import { CaptureLinks } from '../shared/capture-links'
import { shareCapture } from '../shared/share-capture'
import '../shared/capture-page.css'

/**
 * The collector's home: my points and collection, the cards (collected where I stand), tasks for
 * points and the way to the gift shop. A visitor reads it all; collecting and tasks sign in first.
 */
export function CaptureHome() {
  const t = useT()
  const traveller = useCampaignSignIn()
  const home = useCaptureHome(traveller.signedIn, describePrizeError)
  if (traveller.user === undefined) return <LoadingState />
  return (
    <View className='capture-page'>
      <CampaignShell campaignId={CAMPAIGN_IDS.capture} onShare={() => shareCapture('capture')}>
        {() => (
          <View className='capture-page__body'>
            {!traveller.signedIn && (
              <SignInPrompt moduleKey='capture' onSignIn={() => void traveller.ensureSignedIn()} />
            )}
            <AsyncView
              state={home.state}
              onRetry={home.retry}
              isEmpty={(data) => data.items.length === 0 && data.tasks.length === 0}
              emptyLabel={t('capture.cardsEmpty')}
            >
              {(data) => (
                <>
                  <CollectionProgress points={data.points} collected={data.collected} total={data.total} />
                  <CaptureLinks to={['captureGiftShop', 'captureRule']} />
                  <CollectibleGrid
                    items={data.items}
                    busy={home.busy}
                    onCollect={async (item) => {
                      if (await traveller.ensureSignedIn()) await home.collect(item)
                    }}
                  />
                  <TaskList
                    tasks={data.tasks}
                    busy={home.busy}
                    onDo={async (task) => {
                      if (await traveller.ensureSignedIn()) await home.doTask(task)
                    }}
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
