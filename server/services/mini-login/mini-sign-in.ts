// A mini-program traveller signs in: the vendor's code becomes an identity, the identity one of our
// users (created on the first sign-in), and the user a session like the site's.
import crypto from 'node:crypto'
import type { Repositories } from '../../repositories'
import type { MiniIdentityKey } from '../../repositories/mini-identities'
import { createSession, userInfo } from '../sessions'
import type { CodeExchanger } from './exchanger'

/** Two first sign-ins of one identity at once: the later one uses the user the earlier one made. */
class LostRace extends Error {}

/** "旅行者" and four digits from the openid: the same traveller gets the same name on every device. */
function nicknameOf(openid: string): string {
  const digits = parseInt(crypto.createHash('sha256').update(openid).digest('hex').slice(0, 8), 16) % 10_000
  return `旅行者${String(digits).padStart(4, '0')}`
}

async function userFor(repos: Repositories, key: MiniIdentityKey, unionid: string | null): Promise<number> {
  const known = await repos.miniIdentities.findUserId(key)
  if (known !== undefined) return known
  try {
    return await repos.inTransaction(async (tx) => {
      const user = await tx.users.createWithoutPhone(nicknameOf(key.openid))
      if (!(await tx.miniIdentities.link({ ...key, unionid, userId: user.id }))) throw new LostRace()
      return user.id
    })
  } catch (error) {
    if (!(error instanceof LostRace)) throw error
    const winner = await repos.miniIdentities.findUserId(key)
    if (winner === undefined) throw error
    return winner
  }
}

export async function miniSignIn(repos: Repositories, exchanger: CodeExchanger, code: string) {
  const identity = await exchanger.exchange(code)
  const key = { vendor: exchanger.vendor, appId: exchanger.appId, openid: identity.openid }
  const userId = await userFor(repos, key, identity.unionid)
  const user = await repos.users.findById(userId)
  if (!user) throw new Error(`user ${userId} of a mini identity is gone`)
  return { ...(await createSession(repos.users, userId, `mini:${exchanger.vendor}`)), user: userInfo(user) }
}
