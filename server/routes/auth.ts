// Sign-in: phone + one-time code for web visitors (the code is logged in development, the
// fixed code 000000 works in test mode), the host app's userToken exchange, and mini-programs' login
// codes exchanged with their vendor (services/mini-login).
import type { FastifyInstance } from 'fastify'
import { defineRoute, userOf } from '../lib/route'
import * as U from '../../types/api/user'
import { API_CODES, Ok } from '../../types/api/common'
import { BusinessError, conflict, unauthorized } from '../errors'
import {
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_SEC,
  CODE_TTL_SEC,
  TEST_LOGIN_CODE,
  createSession,
  newCode,
  userInfo,
} from '../services/sessions'
import { miniExchangers, MiniLoginError, miniSignIn } from '../services/mini-login'
import { phoneReaders, PhoneReadError } from '../services/mini-phone'

const tags = ['auth']

export default async function authRoutes(app: FastifyInstance) {
  const env = app.config.env

  defineRoute(app, {
    method: 'POST',
    url: '/auth/send_code',
    tags,
    summary: 'Send a one-time sign-in code to a phone (logged in development)',
    body: U.SendCodeBody,
    data: U.SendCodeResult,
    handler: async ({ repos, body, req }) => {
      const now = Date.now()
      const existing = await repos.users.findLoginCode(body.phone)
      if (existing && Date.parse(existing.expires_at) - (CODE_TTL_SEC - CODE_RESEND_SEC) * 1000 > now) {
        throw conflict(`wait ${CODE_RESEND_SEC}s before asking for another code`, API_CODES.LIMIT_REACHED)
      }
      const code = newCode()
      const expires_at = new Date(now + CODE_TTL_SEC * 1000).toISOString()
      await repos.users.putLoginCode(body.phone, code, expires_at)
      // No SMS provider is embedded: developers read the code from the log.
      if (env === 'development') req.log.info({ phone: body.phone, code }, 'sign-in code (development only)')
      return { expiresInSec: CODE_TTL_SEC, resendAfterSec: CODE_RESEND_SEC }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/auth/login',
    tags,
    summary: 'Sign in with phone and code; new phones get a new user',
    body: U.LoginBody,
    data: U.LoginResult,
    handler: async ({ repos, body }) => {
      const testBypass = env === 'test' && body.code === TEST_LOGIN_CODE
      if (!testBypass) {
        const row = await repos.users.findLoginCode(body.phone)
        const valid = row && row.expires_at > new Date().toISOString() && row.attempts < CODE_MAX_ATTEMPTS
        if (!valid || row.code !== body.code) {
          if (row) await repos.users.countFailedAttempt(body.phone)
          throw new BusinessError(API_CODES.LOGIN_CODE_INVALID, 'the code is wrong or expired', 400)
        }
        await repos.users.deleteLoginCode(body.phone)
      }
      const user =
        (await repos.users.findByPhone(body.phone)) ??
        (await repos.users.createByPhone(body.phone, `旅行者${body.phone.slice(-4)}`))
      return { ...(await createSession(repos.users, user.id, 'web')), user: userInfo(user) }
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/auth/app_login',
    tags,
    summary: "Exchange the host app's userToken for a session",
    body: U.AppLoginBody,
    data: U.LoginResult,
    handler: async ({ repos, body }) => {
      const user = await repos.users.findByAppToken(body.userToken)
      if (!user) throw unauthorized('the app token is not valid', API_CODES.APP_TOKEN_INVALID)
      return { ...(await createSession(repos.users, user.id, 'app')), user: userInfo(user) }
    },
  })

  // Built once: the local exchanger remembers used codes for as long as the server runs.
  const exchangers = miniExchangers(app.config.miniApps, env)

  defineRoute(app, {
    method: 'POST',
    url: '/auth/mini_login',
    tags,
    summary:
      "Exchange a mini-program platform's login code (wx.login, my.getAuthCode, tt.login ...) for a session",
    body: U.MiniLoginBody,
    data: U.LoginResult,
    handler: async ({ repos, body, req }) => {
      const exchanger = exchangers.get(body.vendor)
      if (!exchanger) {
        throw new BusinessError(
          API_CODES.MINI_LOGIN_UNAVAILABLE,
          `sign-in on ${body.vendor} is not configured`,
          503,
        )
      }
      try {
        return await miniSignIn(repos, exchanger, body.code)
      } catch (error) {
        if (!(error instanceof MiniLoginError)) throw error
        if (error.kind === 'code') {
          throw new BusinessError(
            API_CODES.MINI_CODE_INVALID,
            'the login code is invalid, used or expired',
            400,
          )
        }
        req.log.warn({ vendor: body.vendor, reason: error.message }, 'mini-program sign-in unavailable')
        throw new BusinessError(
          API_CODES.MINI_LOGIN_UNAVAILABLE,
          'sign-in is unavailable, try again later',
          503,
        )
      }
    },
  })

  const readers = phoneReaders(app.config.miniApps, env)

  defineRoute(app, {
    method: 'POST',
    url: '/auth/mini_phone',
    tags,
    auth: 'required',
    summary: "Bind the phone a traveller shared through their mini-program's phone button to their account",
    body: U.MiniPhoneBody,
    data: U.UserInfo,
    handler: async ({ repos, body, req, ...ctx }) => {
      const user = userOf(ctx)
      const reader = readers.get(body.vendor)
      if (!reader) {
        throw new BusinessError(
          API_CODES.MINI_PHONE_UNAVAILABLE,
          `the phone button of ${body.vendor} cannot be read here: use the phone form`,
          503,
        )
      }
      let phone: string
      try {
        phone = await reader.read(body.code)
      } catch (error) {
        if (!(error instanceof PhoneReadError)) throw error
        if (error.kind === 'code') {
          throw new BusinessError(
            API_CODES.MINI_CODE_INVALID,
            'the phone code is invalid, used or expired',
            400,
          )
        }
        req.log.warn({ vendor: body.vendor, reason: error.message }, 'mini-program phone unavailable')
        throw new BusinessError(
          API_CODES.MINI_PHONE_UNAVAILABLE,
          'the phone cannot be read now, try again',
          503,
        )
      }
      const outcome = await repos.users.bindPhone(user.id, phone)
      if (outcome === 'taken') throw conflict('this phone belongs to another account', API_CODES.PHONE_TAKEN)
      if (outcome === 'other') throw conflict('this account has another phone already')
      const row = await repos.users.findById(user.id)
      if (!row) throw unauthorized('the account is gone')
      return userInfo(row)
    },
  })

  defineRoute(app, {
    method: 'POST',
    url: '/auth/logout',
    tags,
    auth: 'required',
    summary: 'End the current session',
    data: Ok,
    handler: async ({ repos, ...ctx }) => {
      await repos.users.deleteSession(userOf(ctx).sessionId)
      return { ok: true }
    },
  })
}
