export { JourneyCards, type JourneyCardsProps } from './journey-cards'
