import type { CAMPAIGN_IDS } from '../api/vocabulary'

/** Each campaign's landing route (route-table.ts): where the home page's card and a campaign share lead. */
export const CAMPAIGN_ROUTES: Readonly<Record<keyof typeof CAMPAIGN_IDS, string>> = {
  summer2025: 'summer2025',
  capture: 'capture',
  wish: 'prize',
  food: 'food',
  springFestival: 'springFestival',
  checkin: 'clockIn',
}
