import type { JourneyCard, LotteryUserInfo, Task, TaskStatus } from '@types-shared/api/campaign'
import { CAMPAIGN_IDS } from '@types-shared/api/vocabulary'
import { api } from '@/services/site-client'

const activityId = CAMPAIGN_IDS.summer2025

/** Tasks, with what I did today (a visitor gets them with nothing done). */
export const getTaskStatus = (): Promise<TaskStatus> => api('getTaskStatus', { activityId })

/** My chances and the prize pool with its stock (signed in). */
export const getLotteryInfo = (): Promise<LotteryUserInfo> => api('getLotteryUserInfo', { activityId })

/** Completes a self task, or claims a server-checked one the server has evidence for. */
export const doTask = (taskKey: string) => api('doTask', { taskKey, activityId })

export const getSummerJourneys = (): Promise<JourneyCard[]> => api('getSummerJourneys')

export type { Task }
