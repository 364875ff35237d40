/**
 * The words for an error a campaign feature does not know itself: the codes every prize campaign
 * shares (campaign ended, not signed in, no chances, prize states). Interim: the server's own text,
 * until the prize feature's error messages are merged in.
 */
export const describePrizeError = (error: unknown): string =>
  error instanceof Error ? error.message : String(error)
