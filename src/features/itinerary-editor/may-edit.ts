import type { JourneyDetail } from '@types-shared/api/journey'

/**
 * Whether this user may edit the journey, as far as the page knows it (the server decides on connect).
 * A file of its own: the journey's reader asks it, and must not load the editor's model to do so.
 */
export const mayEdit = (journey: Pick<JourneyDetail, 'owner' | 'collaborators'>, userId: number | null) =>
  userId !== null && (journey.owner.id === userId || journey.collaborators.some((c) => c.id === userId))
