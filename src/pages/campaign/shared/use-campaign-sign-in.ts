import { useCallback } from 'react'
import { useSignIn } from '@/features/sign-in'

/**
 * The page's traveller for a campaign: the sign-in feature (the app's login through the bridge in the
 * app, the platform's in mini-programs, the phone form on the web) and `ensureSignedIn`, which an action
 * awaits first: true once someone is signed in, false when they backed out.
 */
export function useCampaignSignIn() {
  const signIn = useSignIn()
  const signedIn = Boolean(signIn.user)
  const ensureSignedIn = useCallback(
    async () => signedIn || Boolean(await signIn.signIn().catch(() => null)),
    [signedIn, signIn],
  )
  return { ...signIn, signedIn, ensureSignedIn }
}
