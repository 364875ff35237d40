/** A share that only its owner may make, asked for by someone not signed in as them. */
export class SignInNeededError extends Error {
  constructor() {
    super('sign in to share your own map')
    this.name = 'SignInNeededError'
  }
}

/** The wish or campaign to share does not exist (any more): told plainly, with no retry. */
export class ShareTargetMissingError extends Error {
  constructor() {
    super('nothing to share at this address')
    this.name = 'ShareTargetMissingError'
  }
}
