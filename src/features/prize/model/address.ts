import type { Address } from '@types-shared/api/campaign'
import type { MessageKey } from '@/i18n'
import '@/i18n/locales/parts/prize'

export type AddressField = keyof Address
export type AddressProblems = Partial<Record<AddressField, MessageKey>>

/** The limits of types/api/campaign.ts `Address`, so the form says what the server would refuse. */
export const ADDRESS_LIMITS = {
  name: { min: 1, max: 30 },
  region: { min: 2, max: 60 },
  detail: { min: 2, max: 120 },
} as const
export const ADDRESS_PHONE = /^[0-9+\- ]{6,20}$/

export const EMPTY_ADDRESS: Address = { name: '', phone: '', region: '', detail: '' }

const lengthProblem = (value: string, field: keyof typeof ADDRESS_LIMITS): MessageKey | undefined => {
  const { min, max } = ADDRESS_LIMITS[field]
  if (value.length < min) return `prize.address.${field}Missing` as MessageKey
  if (value.length > max) return `prize.address.${field}TooLong` as MessageKey
  return undefined
}

/** The address as it will be sent: each field trimmed. */
export const cleanAddress = (draft: Address): Address => ({
  name: draft.name.trim(),
  phone: draft.phone.trim(),
  region: draft.region.trim(),
  detail: draft.detail.trim(),
})

/** Each field's problem, if any; an empty result means the server will take it. */
export function addressProblems(draft: Address): AddressProblems {
  const a = cleanAddress(draft)
  const problems: AddressProblems = {}
  const name = lengthProblem(a.name, 'name')
  if (name) problems.name = name
  if (!a.phone) problems.phone = 'prize.address.phoneMissing'
  else if (!ADDRESS_PHONE.test(a.phone)) problems.phone = 'prize.address.phoneInvalid'
  const region = lengthProblem(a.region, 'region')
  if (region) problems.region = region
  const detail = lengthProblem(a.detail, 'detail')
  if (detail) problems.detail = detail
  return problems
}

export const BIND_ACCOUNT = { min: 3, max: 64 } as const

export function accountProblem(account: string): MessageKey | undefined {
  const a = account.trim()
  if (a.length < BIND_ACCOUNT.min) return 'prize.bind.accountShort'
  if (a.length > BIND_ACCOUNT.max) return 'prize.bind.accountLong'
  return undefined
}
