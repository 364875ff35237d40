// The Spring Festival special (issue 16): a countdown by the server's clock, curated destinations and
// journeys, and the festival's poster templates. Pages compose it with the place sheet and the router.
export { getSpringFestival, type FestivalPage } from './api/get-spring-festival'
export { useCountdown } from './hooks/use-countdown'
export { FestivalCountdown } from './components/festival-countdown'
export { DestinationCards } from './components/destination-cards'
export { FestivalJourneyCards } from './components/festival-journey-cards'
export { PosterCards, type FestivalPoster } from './components/poster-cards'
export { clockOffset, remaining, pad2, type Remaining } from './model'
