import { useCallback, useState } from 'react'
import type { LotteryUserInfo, Task, TaskStatus } from '@types-shared/api/campaign'
import { useLoad } from '@/components/states'
import { doTask, getLotteryInfo, getTaskStatus } from '../api/summer-api'

export interface SummerHome {
  tasks: Task[]
  chancesLeft: number
  /** The pool with its stock; null for a visitor (the pool needs a sign-in to read). */
  info: LotteryUserInfo | null
}

async function loadHome(signedIn: boolean): Promise<SummerHome> {
  const [status, info]: [TaskStatus, LotteryUserInfo | null] = await Promise.all([
    getTaskStatus(),
    signedIn ? getLotteryInfo() : Promise.resolve(null),
  ])
  return { tasks: status.tasks, chancesLeft: info?.chancesLeft ?? status.chancesLeft, info }
}

/**
 * The campaign's own data for a traveller: tasks with today's progress, chances left and the prize
 * pool. `complete` does or claims a task and puts the server's answer in place; `drew` sets the
 * chances a draw left; `refresh` reads the pool's stock again after a draw.
 */
export function useSummerHome(userId: number | null) {
  const { state, retry, update } = useLoad(String(userId ?? 'visitor'), () => loadHome(userId !== null))
  const [busyTask, setBusyTask] = useState<string | null>(null)

  const complete = useCallback(
    async (key: string) => {
      setBusyTask(key)
      try {
        const result = await doTask(key)
        update((home) => ({
          ...home,
          chancesLeft: result.chancesLeft,
          tasks: home.tasks.map((t) => (t.key === key ? result.task : t)),
        }))
        return result
      } finally {
        setBusyTask(null)
      }
    },
    [update],
  )

  const drew = useCallback((chancesLeft: number) => update((home) => ({ ...home, chancesLeft })), [update])

  const refresh = useCallback(async () => {
    const info = await getLotteryInfo().catch(() => null)
    if (info) update((home) => ({ ...home, info, chancesLeft: info.chancesLeft }))
  }, [update])

  return { state, retry, complete, busyTask, drew, refresh }
}
