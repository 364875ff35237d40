// The default export React.lazy needs: `lazy(() => import('@/features/map/day-map.lazy'))` puts the day
// maps (and the map engine under them) in their own chunk, outside the journey page's first load: the
// cover, the title and the first day's stops come first, and the maps follow a moment later.
import { DayMap } from './components/day-map'

export default DayMap
