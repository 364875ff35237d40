import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { PageFrame, usePageContext } from '@/components/page-frame'
import { OpenAppButton } from '@/components/open-app/open-app-button'
import { EmptyState } from '@/components/states'
import {
  isShareChannel,
  isShareOutcome,
  parseShareTarget,
  targetLocation,
  targetQuery,
  type ShareTargetKind,
} from '@/components/share-target'
import { useT, type MessageKey } from '@/i18n'
import { goBack, navigate } from '@/services/router'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/share'
import { outcomeText } from './outcome-text'
import './index.css'

const BACK_LABELS: Record<ShareTargetKind, MessageKey> = {
  journey: 'shareResult.backToJourney',
  wish: 'shareResult.backToWish',
  checkin: 'shareResult.backToCheckin',
  campaign: 'shareResult.backToCampaign',
  prize: 'shareResult.backToPrize',
  image: 'shareResult.backToCampaign',
  food: 'shareResult.backToFood',
}

/** What became of the share (from the share page's query) and where to go next. */
function ShareResultBody() {
  const t = useT()
  const page = usePageContext()
  const params = page?.params ?? {}
  const status = params.status
  const channel = isShareChannel(params.channel) ? params.channel : undefined
  const parsed = parseShareTarget(params)
  const target = parsed.ok ? parsed.target : undefined
  const journeyId = target?.kind === 'journey' ? String(target.id) : undefined
  const openTarget = () => {
    if (!target) return
    const { name, params: routeParams, query } = targetLocation(target)
    navigate(name, page?.route, { params: routeParams, query }).catch(() => undefined)
  }
  // The share page is kept alive under this one: going back returns to it as it was. Opened on its own
  // (no share page below), there is no way back, so a fresh share page is opened instead.
  const shareAgain = () =>
    goBack(1, () => navigate('shareIndex', page?.route, { query: target ? targetQuery(target) : {} })).catch(
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
        {target && (
          <Button
            className='share-result__action'
            type='primary'
            data-action={`back-to-${target.kind}`}
            onClick={openTarget}
            {...trackingProps('share_result_target', { attrs: { status, kind: target.kind } })}
          >
            {t(BACK_LABELS[target.kind])}
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
