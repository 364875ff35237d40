import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import type { ReactNode } from 'react'
import { LoadingState } from '@/components/states'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/feedback'
import type { FeedbackForm } from '../hooks/use-feedback-form'
import { TEXT_LIMITS, type FeedbackKind } from '../model'
import { ContactField } from './contact-field'
import { FeedbackResult } from './feedback-result'
import { PhotoGrid } from './photo-grid'
import { TextField } from './text-field'
import { TopicChooser, type TopicOption } from './topic-chooser'

/**
 * The whole form for either kind: what it is about (header), topic, text, photos, contact and the send
 * button; a failed send keeps everything and says so next to the button; after a send, the result.
 */
export function FeedbackFormView({
  kind,
  form,
  header,
  topicLabel,
  topics,
  moduleKey,
  resultDescription,
  onBackToJourney,
}: {
  kind: FeedbackKind
  form: FeedbackForm
  header?: ReactNode
  topicLabel: string
  topics: readonly TopicOption[]
  moduleKey: string
  /** What the result view says once the server has the feedback. */
  resultDescription: string
  onBackToJourney?: () => void
}) {
  const t = useT()
  if (!form.ready) return <LoadingState />
  if (form.submitState.status === 'sent') {
    return (
      <FeedbackResult
        id={form.submitState.id}
        description={resultDescription}
        moduleKey={moduleKey}
        onBackToJourney={onBackToJourney}
      />
    )
  }
  const { fields, errors, submitState } = form
  const sending = submitState.status === 'sending'
  return (
    <View className='feedback-form' data-form={kind}>
      {header}
      {form.restored && (
        <Text className='feedback-notice' data-notice='restored'>
          {t('feedback.draftRestored')}
        </Text>
      )}
      <TopicChooser
        label={topicLabel}
        options={topics}
        value={fields.topic}
        onChange={(v) => form.setField('topic', v)}
        error={errors.topic}
        moduleKey={moduleKey}
      />
      <TextField
        value={fields.text}
        onChange={(v) => form.setField('text', v)}
        max={TEXT_LIMITS[kind].max}
        placeholder={t(kind === 'poi' ? 'feedback.text.placeholderPoi' : 'feedback.text.placeholderApp')}
        error={errors.text}
      />
      <PhotoGrid
        photos={form.photos}
        onAdd={() => void form.photoActions.add()}
        onRemove={form.photoActions.remove}
        onRetry={form.photoActions.retry}
        error={errors.photos}
        moduleKey={moduleKey}
      />
      <ContactField
        value={fields.contact}
        onChange={(v) => form.setField('contact', v)}
        onBlur={form.blurContact}
        error={errors.contact}
      />
      {submitState.status === 'failed' && (
        <View className='feedback-submit-error' role='alert' data-error='submit'>
          {t('feedback.submitFailed', { message: submitState.message })}
        </View>
      )}
      <Button
        className='feedback-button feedback-button--primary'
        data-action='submit'
        disabled={!form.canSubmit}
        loading={sending}
        onClick={() => void form.submit()}
        {...trackingProps('feedback_submit', {
          moduleKey,
          attrs: { retry: submitState.status === 'failed' },
        })}
      >
        {sending
          ? t('feedback.submitting')
          : submitState.status === 'failed'
            ? t('feedback.retrySubmit')
            : t('feedback.submit')}
      </Button>
    </View>
  )
}
