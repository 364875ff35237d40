import { api } from '@/services/site-client'
import type { PoiFeedbackBody } from '@types-shared/api/place'
import type { AppFeedbackBody } from '@types-shared/api/other'
import type { AppFeedbackCategory, PoiFeedbackScene } from '../model'

// The schemas' literal unions are built with `map`, which TypeBox's Static reads as `never`; the
// fields are typed from the server's own lists instead.
export type PoiFeedbackRequest = Omit<PoiFeedbackBody, 'scene'> & { scene: PoiFeedbackScene }
export type AppFeedbackRequest = Omit<AppFeedbackBody, 'category'> & { category: AppFeedbackCategory }

/** POST poi/feedback: a report about one place. */
export const sendPoiFeedback = (body: PoiFeedbackRequest) => api('sendPlaceFeedback', body)

/** POST feed-back: contact us. */
export const sendAppFeedback = (body: AppFeedbackRequest) => api('sendAppFeedback', body)
