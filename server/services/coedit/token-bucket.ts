// A per-socket rate (docs/co-editing.md "Limits"): a token bucket refilled at `perSecond` that holds
// at most `burst`, so a client may send a short burst and then the steady rate. One for updates and
// one for presence, each with its own numbers.
export class TokenBucket {
  private tokens: number
  private refilledAt = Date.now()
  /** Refusals since the last message let through: a client that keeps far over the rate is closed. */
  strikes = 0

  constructor(
    readonly perSecond: number,
    readonly burst: number,
  ) {
    this.tokens = burst
  }

  /** Takes a token for one message; false when there is none (the message is refused). */
  take(): boolean {
    const now = Date.now()
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.refilledAt) / 1000) * this.perSecond)
    this.refilledAt = now
    if (this.tokens >= 1) {
      this.tokens -= 1
      this.strikes = 0
      return true
    }
    this.strikes++
    return false
  }

  /** How long until the next message would be let through (the ERROR message's retryInMs). */
  retryInMs(): number {
    return Math.ceil(((1 - this.tokens) / this.perSecond) * 1000)
  }
}
