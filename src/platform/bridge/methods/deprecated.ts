import type { DeprecatedUserInfoFields, FriendShareExtension, ShareContent, UserInfo } from '../types'

export type Warn = (message: string) => void

/** SPEC.md section 8: "`old` was deprecated, please use `new`". */
export const deprecationMessage = (old: string, replacement: string) =>
  `\`${old}\` was deprecated, please use \`${replacement}\``

const USER_INFO_RENAMES = [
  ['user_id', 'userId'],
  ['user_token', 'userToken'],
  ['session_id', 'sessionId'],
  ['images', 'image'],
] as const

/**
 * Older apps answer getUserInfo with user_id, user_token, session_id and images (SPEC.md section 3).
 * The page only ever sees the camelCase names; the warning tells whoever reads the console which app
 * build still sends the old ones.
 */
export function mapUserInfo(raw: UserInfo & DeprecatedUserInfoFields, warn: Warn): UserInfo {
  const result: Record<string, unknown> = { ...raw }
  for (const [old, current] of USER_INFO_RENAMES) {
    if (!(old in result)) continue
    warn(deprecationMessage(old, current))
    if (result[current] === undefined) result[current] = result[old]
    delete result[old]
  }
  return result as unknown as UserInfo
}

/** The string form of the friend extension held the share text; the object form names it. */
function friendFromString(value: string): FriendShareExtension {
  try {
    const parsed: unknown = JSON.parse(value)
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as FriendShareExtension
  } catch {
    // Not JSON: the whole string is the content.
  }
  return { content: value }
}

/** Share arguments written for older apps: friend as a string, friend.cover instead of friend.image. */
export function mapShareContent(args: ShareContent, warn: Warn): ShareContent {
  let friend = args.extension?.friend
  if (friend === undefined) return args
  if (typeof friend === 'string') {
    warn(deprecationMessage('extension.friend as a string', 'extension.friend as an object'))
    friend = friendFromString(friend)
  }
  if (friend.cover !== undefined) {
    warn(deprecationMessage('extension.friend.cover', 'extension.friend.image'))
    const { cover, ...rest } = friend
    friend = { ...rest, image: rest.image ?? cover }
  }
  return { ...args, extension: { ...args.extension, friend } }
}
