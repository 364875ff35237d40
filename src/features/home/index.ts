export { HomeSections, type HomeActions } from './components/home-sections'
export { useHome } from './hooks/use-home'
export { getHome, type Home, type FeaturedJourney, type OpenCampaign } from './api/get-home'
