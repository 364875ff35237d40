import { View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useCheck } from './use-check'

interface GuardedProps {
  /** A registered check, e.g. `isLogin` or `hasRole:admin`. */
  check: string
  children: ReactNode
}

/**
 * SPEC.md section 2: a guarded element is hidden while its check runs, shown on success and removed on
 * failure. Hidden keeps its place in the tree (no layout jump when it appears); removed takes it out.
 */
export function Guarded({ check, children }: GuardedProps) {
  const status = useCheck(check)
  if (status === 'denied') return null
  return (
    <View
      className='guarded'
      data-guard={check}
      data-guard-status={status}
      style={status === 'checking' ? { visibility: 'hidden' } : undefined}
    >
      {children}
    </View>
  )
}
