import { useEffect, useRef } from 'react'
import { getPlatform } from '@/platform'

/**
 * While the sheet is open, the system's back closes it instead of leaving the page (issue 12 item 2):
 * the browser's back, Android's gesture and the app's naviBack all go through the platform's back guard.
 */
export function useBackCloses(onClose: () => void) {
  const close = useRef(onClose)
  close.current = onClose
  useEffect(() => getPlatform().backGuard.hold(() => close.current()), [])
}
