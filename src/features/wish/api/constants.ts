import { CAMPAIGN_IDS } from '@types-shared/api/vocabulary'

/** The wish campaign draws and keeps prizes through the summer endpoints with its own id (SPEC.md section 7). */
export const WISH_ACTIVITY_ID = CAMPAIGN_IDS.wish
