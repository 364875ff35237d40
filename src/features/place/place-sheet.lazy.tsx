// The default export React.lazy needs: `lazy(() => import('@/features/place/place-sheet.lazy'))`
// puts the place sheet in its own chunk, outside the journey page's first load.
import { PlaceSheet } from './components/place-sheet'

export default PlaceSheet
