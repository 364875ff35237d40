import { useCallback, useState } from 'react'
import type { CaptureHome, CaptureItem } from '@types-shared/api/capture'
import type { Task } from '@types-shared/api/campaign'
import { useLoad } from '@/components/states'
import { t } from '@/i18n'
import '@/i18n/locales/parts/capture'
import { collectCard } from '../api/collect-card'
import { doCaptureTask } from '../api/do-capture-task'
import { getCaptureHome } from '../api/get-capture-home'
import { describeCaptureError, type DescribeError } from './describe-error'
import { say } from './say'

const load = () => getCaptureHome()

function withItem(home: CaptureHome, item: CaptureItem, points: number): CaptureHome {
  const items = home.items.map((i) => (i.id === item.id ? item : i))
  return { ...home, items, points, collected: items.filter((i) => i.collected).length }
}

/**
 * The collector's home: its data (loaded again when the traveller signs in, so their points and cards
 * show), collecting a card where they stand and doing a task. Each action says how it went, and what
 * it changed is written into the page in place, without loading again.
 */
export function useCaptureHome(signedIn: boolean, describeError?: DescribeError) {
  const { state, retry, update } = useLoad(signedIn ? 'traveller' : 'visitor', load)
  /** `item:<id>` or `task:<key>` while its request is out, so a second tap does not send it twice. */
  const [busy, setBusy] = useState<string | null>(null)

  const collect = useCallback(
    async (item: CaptureItem) => {
      setBusy(`item:${item.id}`)
      try {
        const result = await collectCard(item.id)
        update((home) => withItem(home, result.item, result.points))
        say(
          result.pointsAdded > 0
            ? t('capture.collected', { points: result.pointsAdded })
            : t('capture.collectedBefore'),
        )
        return true
      } catch (error) {
        say(describeCaptureError(error, 'collect', describeError))
        return false
      } finally {
        setBusy(null)
      }
    },
    [update, describeError],
  )

  const doTask = useCallback(
    async (task: Task) => {
      setBusy(`task:${task.key}`)
      try {
        const result = await doCaptureTask(task.key)
        update((home) => ({
          ...home,
          points: result.points,
          tasks: home.tasks.map((x) => (x.key === task.key ? result.task : x)),
        }))
        say(t('capture.task.rewarded', { points: result.task.points }))
        return true
      } catch (error) {
        say(describeCaptureError(error, 'task', describeError))
        return false
      } finally {
        setBusy(null)
      }
    },
    [update, describeError],
  )

  return { state, retry, busy, collect, doTask }
}
