export { JourneyHeader } from './components/journey-header'
export { DaySection } from './components/day-section'
export { DayWeather } from './components/day-weather'
export { DayStrip, DAY_STRIP_HEIGHT, dayAnchorId } from './components/day-strip'
export { JourneyActions, type SaveFlowProps } from './components/journey-actions'
export { JourneyUnavailable } from './components/journey-unavailable'
export { JourneyAsyncView } from './components/journey-async-view'
export { OfflineNotice } from './components/offline-notice'
export { useJourney, type JourneyLoad } from './hooks/use-journey'
export { useJourneyWeather } from './hooks/use-weather'
export { useJourneyShare } from './hooks/use-journey-share'
export { getJourney, JourneyUnavailableError, type JourneyUnavailableReason } from './api/get-journey'
export { getJourneyWeather, type Weather } from './api/get-weather'
export { createJourneyCache, OFFLINE_JOURNEYS, type CachedJourney } from './api/journey-cache'
export {
  absoluteUrl,
  localSharePayload,
  sharePayload,
  siteOrigin,
  PUBLIC_SITE_ORIGIN,
} from './api/share-journey'
export {
  dayPlaces,
  journeyTitle,
  placeNumbers,
  type JourneyDetail,
  type JourneyDay,
  type PlaceBrief,
} from './model'
export { saveJourney, getJourneySaved } from './api/save-journey'
