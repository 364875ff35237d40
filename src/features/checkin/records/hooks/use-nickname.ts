import { useCallback, useEffect, useState } from 'react'
import type { AsyncStatus } from '@/components/states'
import { getCheckinStatus } from '../api/get-checkin-status'
import { updateNickname } from '../api/update-nickname'
import { useSignInNeeded } from './use-sign-in-needed'

export interface Nickname {
  /** My nickname on the check-in map; null until I set one. */
  state: AsyncStatus<string | null>
  /** Saves a (valid) nickname; rejects when the server did not take it. */
  save: (nickname: string) => Promise<void>
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)))

/** The nickname row: read from activity/sync/user-status, saved through user/nickname_update. */
export function useNickname({ onSignInNeeded }: { onSignInNeeded: () => void }): Nickname {
  const signInNeeded = useSignInNeeded(onSignInNeeded)
  const [state, setState] = useState<AsyncStatus<string | null>>({ status: 'loading' })

  useEffect(() => {
    let current = true
    getCheckinStatus().then(
      (status) => current && setState({ status: 'ready', data: status.nickname }),
      (error: unknown) => {
        if (!current) return
        signInNeeded(error)
        setState({ status: 'error', error: asError(error) })
      },
    )
    return () => {
      current = false
    }
  }, [signInNeeded])

  const save = useCallback(
    async (nickname: string) => {
      try {
        const saved = await updateNickname(nickname.trim())
        setState({ status: 'ready', data: saved.nickname })
      } catch (error) {
        signInNeeded(error)
        throw error
      }
    },
    [signInNeeded],
  )

  return { state, save }
}
