import type { CaptureHome } from '@types-shared/api/capture'
import { api } from '@/services/site-client'

/** Points, collection progress, the cards (mine marked) and the tasks for points. */
export const getCaptureHome = (): Promise<CaptureHome> => api('getCaptureHome')
