// The default export React.lazy needs: `lazy(() => import('@/features/place/transport-sheet.lazy'))`
// puts the transport sheet in its own chunk, outside the journey page's first load.
import { TransportSheet } from './components/transport-sheet'

export default TransportSheet
