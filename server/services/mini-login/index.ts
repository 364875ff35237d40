export { miniExchangers } from './exchangers'
export { MiniLoginError, type CodeExchanger, type MiniIdentity } from './exchanger'
export { miniSignIn } from './mini-sign-in'
