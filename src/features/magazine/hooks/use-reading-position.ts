import { useDidHide, useDidShow, usePageScroll } from '@tarojs/taro'
import { useCallback, useEffect, useRef } from 'react'
import { getPlatform } from '@/platform'
import { readPosition, savePosition } from './reading-positions'

const SAVE_AFTER_MS = 400
/** When to jump back: once the article has laid out, then again as its cards and pictures arrive. */
const RESTORE_AFTER_MS = [60, 400, 1000]

/**
 * Keeps the reader's place in an article: the scroll offset is saved (debounced) while reading and when
 * the page hides or the article changes, and once the article has rendered (`ready`) the page jumps back
 * to the saved offset. Also on showing again, for a page the stack kept alive while another was on top.
 */
export function useReadingPosition(articleId: number, ready: boolean) {
  const top = useRef(0)
  const timers = useRef<{
    save?: ReturnType<typeof setTimeout>
    jump?: ReturnType<typeof setTimeout>
  }>({})
  const restored = useRef(false)

  const flush = useCallback(() => {
    clearTimeout(timers.current.save)
    timers.current.save = undefined
    if (restored.current) void savePosition(articleId, top.current)
  }, [articleId])

  const restore = useCallback(() => {
    void readPosition(articleId).then((saved) => {
      restored.current = true
      if (saved <= 0) return
      // Cards and pictures below the first screen fill in after the article renders, so the page may
      // not be tall enough at first: jump again a little later until the offset is reached.
      const jump = (attempt: number) => {
        if (attempt > 0 && top.current >= saved - 4) return
        void getPlatform()
          .pageScroll.toOffset(saved)
          .catch(() => undefined)
        const next = RESTORE_AFTER_MS[attempt + 1]
        if (next !== undefined) timers.current.jump = setTimeout(() => jump(attempt + 1), next)
      }
      clearTimeout(timers.current.jump)
      timers.current.jump = setTimeout(() => jump(0), RESTORE_AFTER_MS[0])
    })
  }, [articleId])

  usePageScroll(({ scrollTop }) => {
    top.current = scrollTop
    // Until the saved place is restored, scrolling is the page settling, not the reader reading.
    if (!restored.current) return
    clearTimeout(timers.current.save)
    timers.current.save = setTimeout(flush, SAVE_AFTER_MS)
  })
  useDidHide(flush)
  useDidShow(() => {
    if (ready && restored.current) restore()
  })
  useEffect(() => {
    const pending = timers.current
    restored.current = false
    if (ready) restore()
    return () => {
      clearTimeout(pending.jump)
      flush()
    }
  }, [ready, restore, flush])
}
