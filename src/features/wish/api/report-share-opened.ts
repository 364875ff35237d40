import type { ShareOpenedResult } from '@types-shared/api/campaign'
import { api } from '@/services/site-client'

/** Tells the server a signed-in friend opened a shared wish: the evidence that earns the sharer a chance. */
export const reportShareOpened = (wishId: number, sharer: number): Promise<ShareOpenedResult> =>
  api('shareOpened', { kind: 'wish', id: wishId, sharer })
