import type { DoTaskResult } from '@types-shared/api/campaign'
import { api } from '@/services/site-client'

/** Completes a task for points; beyond its daily or total limit the server answers TASK_DONE. */
export const doCaptureTask = (taskKey: string): Promise<DoTaskResult> => api('doCaptureTask', { taskKey })
