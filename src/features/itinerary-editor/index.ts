// The co-editing editor (issue 19): a journey's itinerary edited live by its owner and co-editors.
export { ItineraryEditor, type ItineraryEditorProps } from './components/itinerary-editor'
export { mayEdit } from './may-edit'
