import { registerMessages } from '../../translate'

/**
 * Strings of the sign-in sheet (src/features/sign-in), both languages; they register when this file
 * loads. A part of their own, because pages that only need a sign-in (saving a journey) should not carry
 * the share pages' strings.
 */
export const signinZh = {
  'signIn.title': '登录',
  'signIn.bindPhone': '使用手机号',
  'signIn.phoneTaken': '这个手机号已绑定其他账号',
  'signIn.phoneBindFailed': '没能取得手机号，请填写手机号',
  'signIn.hint': '未注册的手机号验证后将自动创建账号',
  'signIn.close': '关闭',
  'signIn.phonePlaceholder': '手机号',
  'signIn.codePlaceholder': '6 位验证码',
  'signIn.sendCode': '获取验证码',
  'signIn.resend': '重新获取',
  'signIn.resendIn': '{seconds} 秒后重发',
  'signIn.codeSent': '验证码已发送',
  'signIn.submit': '登录',
  'signIn.error.phoneEmpty': '请输入手机号',
  'signIn.error.phoneInvalid': '请输入正确的 11 位手机号',
  'signIn.error.codeEmpty': '请输入验证码',
  'signIn.error.codeInvalid': '验证码是 6 位数字',
  'signIn.error.codeWrong': '验证码错误或已过期',
  'signIn.error.tooSoon': '验证码发送太频繁，请稍后再试',
  'signIn.error.appLogin': 'App 登录已失效，请重新登录',
  'signIn.error.network': '网络不太好，请稍后再试',
  'signIn.error.generic': '登录没有成功，请重试',
} as const

export const signinEn: Record<keyof typeof signinZh, string> = {
  'signIn.title': 'Sign in',
  'signIn.bindPhone': 'Use my phone number',
  'signIn.phoneTaken': 'This phone number belongs to another account',
  'signIn.phoneBindFailed': 'The phone number could not be read; please enter it',
  'signIn.hint': 'A new number gets an account once it is verified',
  'signIn.close': 'Close',
  'signIn.phonePlaceholder': 'Phone number',
  'signIn.codePlaceholder': '6-digit code',
  'signIn.sendCode': 'Get code',
  'signIn.resend': 'Send again',
  'signIn.resendIn': 'Again in {seconds}s',
  'signIn.codeSent': 'The code is on its way',
  'signIn.submit': 'Sign in',
  'signIn.error.phoneEmpty': 'Enter your phone number',
  'signIn.error.phoneInvalid': 'Enter a valid 11-digit mainland China mobile number',
  'signIn.error.codeEmpty': 'Enter the code',
  'signIn.error.codeInvalid': 'The code is 6 digits',
  'signIn.error.codeWrong': 'The code is wrong or has expired',
  'signIn.error.tooSoon': 'Codes were sent too often; please wait a moment',
  'signIn.error.appLogin': 'Your app sign-in has expired; please sign in again',
  'signIn.error.network': 'The network is weak; please try again shortly',
  'signIn.error.generic': 'Signing in did not work; please try again',
}

declare module '../../message-key' {
  interface PartKeys {
    signin: keyof typeof signinZh
  }
}

registerMessages(signinZh, signinEn)
