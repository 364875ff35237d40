export { useSignIn, type SignIn } from './hooks/use-sign-in'
export { SignInSheet } from './components/sign-in-sheet'
export type { SignedInUser } from './api/sign-in-service'
export { PHONE_PATTERN, CODE_PATTERN, RESEND_SECONDS, phoneProblem, codeProblem } from './model'
