// The food trail (issue 16): curated food places by city, "I ate here" with undo, progress per city and
// overall, and the progress of whoever shared the page. Pages compose it; the share draft lives in
// share-poster (food-draft.ts), the place sheet in the place feature.
export { useFoodTrail } from './hooks/use-food-trail'
export { getFoodHome, setFoodEaten } from './api/food-api'
export { FoodProgress, ProgressBar } from './components/food-progress'
export { SharerBanner } from './components/sharer-banner'
export { CityTabs } from './components/city-tabs'
export { CityPanel } from './components/city-panel'
export { FoodPlaceCard } from './components/food-place-card'
export { progressPercent, cityComplete, withEaten, withResult, eatenIds, sharerId } from './model'
