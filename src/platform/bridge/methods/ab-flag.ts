import type { UserInfo } from '../types'

export type FlagValue = string | number | boolean

/**
 * SPEC.md section 7: getABFlag reads the experiment flag from user info, looking in shequ first, then
 * fulishe, then the caller's platform group; undefined when no group has it.
 */
export function getABFlag(
  userInfo: Pick<UserInfo, 'flags'> | null | undefined,
  name: string,
  platformGroup?: string,
): FlagValue | undefined {
  const flags = userInfo?.flags
  if (!flags) return undefined
  const groups = [flags.shequ, flags.fulishe, platformGroup ? flags[platformGroup] : undefined]
  for (const group of groups) {
    if (group && Object.prototype.hasOwnProperty.call(group, name)) return group[name]
  }
  return undefined
}
