import { errorMessageKey } from '@/features/prize'
import { t } from '@/i18n'
import '@/i18n/locales/parts/prize'

/**
 * The words for an error a campaign feature does not know itself: the codes every prize campaign
 * shares (campaign ended, not signed in, no chances, prize states, network), from the prize feature.
 * Features do not import each other, so the page hands this to the capture and wish features.
 */
export const describePrizeError = (error: unknown): string => t(errorMessageKey(error))
