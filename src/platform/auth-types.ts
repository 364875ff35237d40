// Signing in, the platform's side: the host's user, its login and the phone button. Part of types.ts,
// which re-exports it.

export interface HostUser {
  userId: string
  nickname: string
  avatar?: string
  gender?: number
  /** Handed to the server to exchange for a session (host-app login). */
  userToken?: string
  sessionId?: string
  lat?: number
  lon?: number
}

export type LoginOutcome =
  /** The app ran its own login; loggedIn tells whether the user finished it. */
  | { kind: 'app'; loggedIn: boolean }
  /** A mini-program login code for the server to exchange. */
  | { kind: 'mini'; code: string }
  /** The web has no host login: the product's own sign-in page takes over. */
  | { kind: 'web' }

export interface AuthAdapter {
  /** The signed-in user of the host (the app); null for guests and everywhere else. */
  getHostUser(): Promise<HostUser | null>
  login(): Promise<LoginOutcome>
  logout(): Promise<void>
  /** Fires when the host's login state changes (app loginChange event). */
  onLoginChange(listener: (loggedIn: boolean) => void): () => void
  /**
   * True where the platform hands over the traveller's phone through its own button (a mini-program's
   * open-type getPhoneNumber), which the server reads; elsewhere the phone form is the way.
   */
  readonly phoneButton: boolean
}
