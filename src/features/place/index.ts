// The place and transport sheets of the journey page (issue 7). The journey page loads the sheets
// through place-sheet.lazy.tsx / transport-sheet.lazy.tsx with React.lazy, so they stay out of its
// first load; importing this index pulls them in eagerly.
export { PlaceSheet, type PlaceSheetProps } from './components/place-sheet'
export { TransportSheet, type TransportSheetProps } from './components/transport-sheet'
export { openInMaps, type NavigateOutcome } from './hooks/open-in-maps'
export { placeCache } from './hooks/use-place'
export { transportCache } from './hooks/use-transport'
export { DetailNotFoundError } from './api/detail-errors'
export type { PlaceDetail, TransportDetail, DetailState } from './model'
