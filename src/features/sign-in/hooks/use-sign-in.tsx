import { createElement, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { hostSignIn } from '../api/host-sign-in'
import { forgetSession, storedUser, type SignedInUser } from '../api/sign-in-service'
import { SignInSheet } from '../components/sign-in-sheet'

export interface SignIn {
  /** The signed-in user, null for a visitor; undefined while the stored session is being read. */
  user: SignedInUser | null | undefined
  /**
   * Signs in: the host's login in the app, the phone form (the `sheet`) elsewhere. Resolves with the
   * user, or null when the visitor closed the form or backed out of the app's login.
   */
  signIn: () => Promise<SignedInUser | null>
  /** The server said the session is no longer valid: forget it, so `signIn` asks again. */
  signOut: () => Promise<void>
  /** The phone form while it is open; render it anywhere in the page. */
  sheet: ReactNode
}

export function useSignIn(): SignIn {
  const [user, setUser] = useState<SignedInUser | null | undefined>(undefined)
  const [open, setOpen] = useState(false)
  const pending = useRef<((user: SignedInUser | null) => void) | null>(null)

  useEffect(() => {
    let current = true
    storedUser().then(
      (stored) => current && setUser((u) => (u === undefined ? stored : u)),
      () => current && setUser((u) => (u === undefined ? null : u)),
    )
    return () => {
      current = false
    }
  }, [])

  const settle = useCallback((result: SignedInUser | null) => {
    if (result) setUser(result)
    setOpen(false)
    pending.current?.(result)
    pending.current = null
  }, [])

  const signIn = useCallback(async () => {
    // Asked before the stored session was read (a tap in the page's first moments, while `user` is
    // still undefined): a traveller who is signed in already is not asked again.
    const stored = await storedUser().catch(() => null)
    if (stored) {
      setUser((u) => u ?? stored)
      return stored
    }
    const host = await hostSignIn().catch(() => 'form' as const)
    if (host !== 'form') {
      if (host) setUser(host)
      return host
    }
    // A second call while the form is open waits for the same form.
    pending.current?.(null)
    return new Promise<SignedInUser | null>((resolve) => {
      pending.current = resolve
      setOpen(true)
    })
  }, [])

  const signOut = useCallback(async () => {
    await forgetSession().catch(() => undefined)
    setUser(null)
  }, [])

  const sheet = open
    ? createElement(SignInSheet, { onSignedIn: (u: SignedInUser) => settle(u), onClose: () => settle(null) })
    : null
  return { user, signIn, signOut, sheet }
}
