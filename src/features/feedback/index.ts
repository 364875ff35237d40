export { FeedbackFormView } from './components/feedback-form'
export { FeedbackResult } from './components/feedback-result'
export { PlaceHeader } from './components/place-header'
export type { TopicOption } from './components/topic-chooser'
export { useFeedbackForm, type FeedbackForm, type FeedbackPayload } from './hooks/use-feedback-form'
export { usePlaceContext } from './hooks/use-place-context'
export { UnknownPlaceError, type PlaceFeedbackContext } from './api/place-context'
export { sendAppFeedback, sendPoiFeedback } from './api/send-feedback'
export { draftKey } from './draft-store'
export {
  APP_FEEDBACK_CATEGORIES,
  sceneTitle,
  type AppFeedbackCategory,
  type FeedbackScene,
  type PoiFeedbackScene,
} from './model'
