import { useCallback, useState } from 'react'
import { InvitationError, joinJourney, type JoinResult } from '@/features/co-editor'
import { useSignIn } from '@/features/sign-in'

export type JoinState =
  | { step: 'idle' }
  | { step: 'joining' }
  | { step: 'joined'; result: JoinResult }
  | { step: 'problem'; error: InvitationError }
  | { step: 'failed' }

/**
 * Join with an invitation code: sign in first when needed (the sheet, or the app's login), then join.
 * A session the server no longer accepts is forgotten and the visitor is asked to sign in once more.
 */
export function useJoin(code: string) {
  const signIn = useSignIn()
  const [state, setState] = useState<JoinState>({ step: 'idle' })

  const join = useCallback(async () => {
    const attempt = async (fresh: boolean): Promise<void> => {
      const user = !fresh && signIn.user ? signIn.user : await signIn.signIn()
      if (!user) return setState({ step: 'idle' })
      setState({ step: 'joining' })
      try {
        setState({ step: 'joined', result: await joinJourney(code) })
      } catch (error) {
        if (error instanceof InvitationError && error.reason === 'sign-in' && !fresh) {
          await signIn.signOut()
          return attempt(true)
        }
        setState(error instanceof InvitationError ? { step: 'problem', error } : { step: 'failed' })
      }
    }
    await attempt(false)
  }, [code, signIn])

  return { state, join, signedIn: Boolean(signIn.user), sheet: signIn.sheet }
}
