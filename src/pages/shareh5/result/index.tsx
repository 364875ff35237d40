import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { PageFrame, ID_PATTERN, usePageContext } from '@/components/page-frame'
import { OpenAppButton } from '@/components/open-app/open-app-button'
import { EmptyState } from '@/components/states'
import { isPageChannel, isShareOutcome } from '@/features/share-poster'
import { useT } from '@/i18n'
import { goBack, navigate } from '@/services/router'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/share'
import { outcomeText } from './outcome-text'
import './index.css'

/** What became of the share (from the share page's query) and where to go next. */
function ShareResultBody() {
  const t = useT()
  const page = usePageContext()
  const params = page?.params ?? {}
  const status = params.status
  const channel = isPageChannel(params.channel) ? params.channel : undefined
  const journeyId = params.journeyId && ID_PATTERN.test(params.journeyId) ? params.journeyId : undefined
  const openJourney = () =>
    journeyId && navigate('journeyDetail', page?.route, { params: { id: journeyId } }).catch(() => undefined)
  // The share page is kept alive under this one: going back returns to it as it was. Opened on its own
  // (no share page below), there is no way back, so a fresh share page is opened instead.
  const shareAgain = () =>
    goBack(1, () => navigate('shareIndex', page?.route, { query: journeyId ? { journeyId } : {} })).catch(
      () => undefined,
    )

  if (!isShareOutcome(status)) return <EmptyState label={t('shareResult.empty')} />
  const text = outcomeText(channel, status)
  const good = status !== 'failed' && status !== 'cancelled'
  return (
    <View className='share-result' data-outcome={status}>
      <View
        className={`share-result__badge share-result__badge--${good ? 'good' : 'plain'}`}
        aria-hidden='true'
      >
        <Text>{good ? '✓' : status === 'failed' ? '!' : '–'}</Text>
      </View>
      <Text className='share-result__title'>{t(text.title)}</Text>
      <Text className='share-result__body'>{t(text.body)}</Text>
      <View className='share-result__actions'>
        {journeyId && (
          <Button
            className='share-result__action'
            type='primary'
            data-action='back-to-journey'
            onClick={openJourney}
            {...trackingProps('share_result_journey', { attrs: { status } })}
          >
            {t('shareResult.backToJourney')}
          </Button>
        )}
        <Button
          className='share-result__action'
          data-action='share-again'
          onClick={shareAgain}
          {...trackingProps('share_result_again', { attrs: { status } })}
        >
          {t('shareResult.shareAgain')}
        </Button>
        {journeyId && (
          <View {...trackingProps('share_result_open_app', { attrs: { status } })}>
            <OpenAppButton
              className='share-result__action'
              target={{
                pageType: 'journey_detail',
                params: { id: journeyId },
                source: 'share_result',
                channel: 'h5',
              }}
            />
          </View>
        )}
      </View>
    </View>
  )
}

export default function ShareResultPage() {
  return (
    <PageFrame route='shareResult'>
      <ShareResultBody />
    </PageFrame>
  )
}
