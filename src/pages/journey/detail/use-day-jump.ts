import { useCallback, useState } from 'react'
import { DAY_STRIP_HEIGHT, dayAnchorId } from '@/features/journey'
import { getPlatform } from '@/platform'

/** The day strip's state: the day last chosen, and the scroll that takes the reader there. */
export function useDayJump() {
  const [current, setCurrent] = useState<number | undefined>()
  const jump = useCallback((dayIndex: number) => {
    setCurrent(dayIndex)
    // A day not yet rendered has its placeholder under the same id, at about its height (DeferredSection).
    getPlatform()
      .pageScroll.toElement(dayAnchorId(dayIndex), { stickyTop: DAY_STRIP_HEIGHT })
      .catch(() => undefined)
  }, [])
  return { current, jump }
}
