import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { getPlatform } from '@/platform'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/feedback'

/** After a successful send: thanks, the feedback's number, and where to go next. */
export function FeedbackResult({
  id,
  description,
  onBackToJourney,
  onDone,
  moduleKey,
}: {
  id: number
  description: string
  onBackToJourney?: () => void
  /** By default "done" closes the page (the webview in the app, history back on the web). */
  onDone?: () => void
  moduleKey: string
}) {
  const t = useT()
  return (
    <View className='feedback-result' data-result='sent' role='status'>
      <View className='feedback-result__icon' aria-hidden='true'>
        ✓
      </View>
      <Text className='feedback-result__title'>{t('feedback.result.title')}</Text>
      <Text className='feedback-result__desc'>{description}</Text>
      <Text className='feedback-result__number'>{t('feedback.result.number', { id })}</Text>
      {onBackToJourney && (
        <Button
          className='feedback-button feedback-button--primary'
          data-action='back-to-journey'
          onClick={onBackToJourney}
          {...trackingProps('feedback_back_to_journey', { moduleKey })}
        >
          {t('feedback.result.backToJourney')}
        </Button>
      )}
      <Button
        className={`feedback-button${onBackToJourney ? '' : ' feedback-button--primary'}`}
        data-action='done'
        onClick={
          onDone ??
          (() =>
            void getPlatform()
              .navigation.close()
              .catch(() => undefined))
        }
        {...trackingProps('feedback_done', { moduleKey })}
      >
        {t('feedback.result.done')}
      </Button>
    </View>
  )
}
