/** Sign-in rules shared by the form and its tests (types/api/user.ts holds the server's twins). */

/** A mainland China mobile number: 11 digits starting 13-19. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/
/** The one-time code: six digits. */
export const CODE_PATTERN = /^\d{6}$/
/** The server refuses a new code for this long (server/services/sessions.ts CODE_RESEND_SEC). */
export const RESEND_SECONDS = 60

export type PhoneProblem = 'phoneEmpty' | 'phoneInvalid'
export type CodeProblem = 'codeEmpty' | 'codeInvalid'

/** Spaces and dashes people type or paste ("138 0000 0001") are not part of the number. */
export const normalizePhone = (raw: string) => raw.replace(/[\s-]/g, '')

export function phoneProblem(raw: string): PhoneProblem | null {
  const phone = normalizePhone(raw)
  if (!phone) return 'phoneEmpty'
  return PHONE_PATTERN.test(phone) ? null : 'phoneInvalid'
}

export function codeProblem(raw: string): CodeProblem | null {
  const code = raw.trim()
  if (!code) return 'codeEmpty'
  return CODE_PATTERN.test(code) ? null : 'codeInvalid'
}
