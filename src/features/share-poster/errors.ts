/** A share that only its owner may make, asked for by someone not signed in as them. */
export class SignInNeededError extends Error {
  constructor() {
    super('sign in to share your own map')
    this.name = 'SignInNeededError'
  }
}
