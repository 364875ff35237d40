import { useDidHide, useDidShow, usePageScroll } from '@tarojs/taro'
import { useCallback, useEffect, useRef } from 'react'
import { getPlatform } from '@/platform'
import { readPosition, savePosition } from './reading-positions'

const SAVE_AFTER_MS = 400
const RESTORE_AFTER_MS = 60

/**
 * Keeps the reader's place in an article: the scroll offset is saved (debounced) while reading and when
 * the page hides or the article changes, and once the article has rendered (`ready`) the page jumps back
 * to the saved offset. Also on showing again, for a page the stack kept alive while another was on top.
 */
export function useReadingPosition(articleId: number, ready: boolean) {
  const top = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout>>()
  const restored = useRef(false)

  const flush = useCallback(() => {
    clearTimeout(timer.current)
    timer.current = undefined
    if (restored.current) void savePosition(articleId, top.current)
  }, [articleId])

  const restore = useCallback(() => {
    void readPosition(articleId).then((saved) => {
      restored.current = true
      // A moment for the blocks below the first screen to lay out, so the page is tall enough.
      if (saved > 0)
        setTimeout(
          () =>
            void getPlatform()
              .pageScroll.toOffset(saved)
              .catch(() => undefined),
          RESTORE_AFTER_MS,
        )
    })
  }, [articleId])

  usePageScroll(({ scrollTop }) => {
    top.current = scrollTop
    // Until the saved place is restored, scrolling is the page settling, not the reader reading.
    if (!restored.current) return
    clearTimeout(timer.current)
    timer.current = setTimeout(flush, SAVE_AFTER_MS)
  })
  useDidHide(flush)
  useDidShow(() => {
    if (ready && restored.current) restore()
  })
  useEffect(() => {
    restored.current = false
    if (ready) restore()
    return flush
  }, [ready, restore, flush])
}
