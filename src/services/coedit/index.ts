// Live co-editing on the client (issue 19, docs/co-editing.md): the session over the platform's
// realtime socket, its states and refusals, and the itinerary read from and edited in the Y.Doc.
export { openCoedit, ticketRefusal } from './open-coedit'
export { createCoeditClient } from './coedit-client'
export type { CoeditClient, CoeditClientDeps, CoeditPresence, CoeditStatus } from './coedit-types'
export { CoeditError, COEDIT_PROBLEMS, type CoeditProblemCode, type CoeditMessageKey } from './problems'
export * from './itinerary-model'
export * from './itinerary-edits'
