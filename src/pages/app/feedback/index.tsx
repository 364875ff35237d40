import { Text } from '@tarojs/components'
// The page frame before the feature, as on the place feedback page: the feedback form's styles come
// after the frame's in both, so the mini-program's shared stylesheet has one order for them.
import { PageFrame } from '@/components/page-frame'
import {
  APP_FEEDBACK_CATEGORIES,
  draftKey,
  FeedbackFormView,
  sendAppFeedback,
  useFeedbackForm,
  type AppFeedbackCategory,
} from '@/features/feedback'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/feedback'

const MODULE = 'app_feedback'

/** app/feedback: contact us, with a category, a description, photos and an optional contact. */
function AppFeedbackBody() {
  const t = useT()
  const form = useFeedbackForm({
    kind: 'app',
    draftKey: draftKey('app'),
    allowedTopics: APP_FEEDBACK_CATEGORIES,
    send: (p) =>
      sendAppFeedback({
        category: p.topic as AppFeedbackCategory,
        text: p.text,
        photos: p.photos,
        ...(p.contact ? { contact: p.contact } : {}),
      }),
  })
  return (
    <FeedbackFormView
      kind='app'
      form={form}
      header={<Text className='feedback-intro'>{t('page.appFeedback.intro')}</Text>}
      topicLabel={t('feedback.category.label')}
      topics={APP_FEEDBACK_CATEGORIES.map((c) => ({ value: c, label: t(`feedback.category.${c}`) }))}
      moduleKey={MODULE}
      resultDescription={t('feedback.result.descApp')}
    />
  )
}

export default function AppFeedbackPage() {
  return (
    <PageFrame route='appFeedback'>
      <AppFeedbackBody />
    </PageFrame>
  )
}
