// Sign-in and user contracts: auth/send_code, auth/login, auth/app_login, auth/logout,
// user/me/v2, user/get_preference_card, user/report_preference_card, user/uuid, user/status/report.
import { Type, type Static } from 'typebox'
import { Nullable, MediaUrl } from './common'
import { MINI_VENDORS, type MiniVendor } from './vocabulary'

export { MINI_VENDORS, type MiniVendor }

export const Phone = Type.String({ pattern: '^1[3-9]\\d{9}$', description: 'mainland China mobile number' })

export const SendCodeBody = Type.Object({ phone: Phone })
export type SendCodeBody = Static<typeof SendCodeBody>
export const SendCodeResult = Type.Object({ expiresInSec: Type.Integer(), resendAfterSec: Type.Integer() })
export type SendCodeResult = Static<typeof SendCodeResult>

export const UserInfo = Type.Object({
  id: Type.Integer(),
  nickname: Type.String(),
  avatar: Type.String(),
  gender: Type.Integer({ description: '0 unknown, 1 male, 2 female' }),
  role: Type.String({ description: 'user | admin' }),
  uuid: Type.String(),
  phone: Nullable(Type.String({ description: 'masked, e.g. 138****0001' })),
  createdAt: Type.String(),
})
export type UserInfo = Static<typeof UserInfo>

export const LoginBody = Type.Object({ phone: Phone, code: Type.String({ pattern: '^\\d{6}$' }) })
export type LoginBody = Static<typeof LoginBody>
export const AppLoginBody = Type.Object({ userToken: Type.String({ minLength: 1, maxLength: 256 }) })
export type AppLoginBody = Static<typeof AppLoginBody>
/** A one-time code a mini-program platform hands the page (a login, a phone button). */
const platformCode = (description: string) =>
  Type.String({ minLength: 1, maxLength: 256, pattern: '^[A-Za-z0-9_.\\-]+$', description })
const Vendor = Type.Union(MINI_VENDORS.map((v) => Type.Literal(v)))
export const MiniLoginBody = Type.Object({
  vendor: Vendor,
  code: platformCode("the platform login's code (wx.login, my.getAuthCode, tt.login ...)"),
})
export type MiniLoginBody = Static<typeof MiniLoginBody>
export const MiniPhoneBody = Type.Object({
  vendor: Vendor,
  code: platformCode("the code the platform's phone button hands the page (open-type getPhoneNumber)"),
})
export type MiniPhoneBody = Static<typeof MiniPhoneBody>
export const LoginResult = Type.Object({
  sessionId: Type.String({ description: 'send as Authorization header (or sid query parameter)' }),
  expiresAt: Type.String(),
  user: UserInfo,
})
export type LoginResult = Static<typeof LoginResult>

export const UpdateMeBody = Type.Object(
  {
    nickname: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
    avatar: Type.Optional(MediaUrl),
    gender: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  },
  { minProperties: 1 },
)
export type UpdateMeBody = Static<typeof UpdateMeBody>

export const PreferenceQuestion = Type.Object({
  key: Type.String(),
  title: Type.String(),
  titleEn: Type.String(),
  multiple: Type.Boolean(),
  options: Type.Array(Type.Object({ value: Type.String(), label: Type.String(), labelEn: Type.String() })),
})
export const PreferenceCard = Type.Object({
  questions: Type.Array(PreferenceQuestion),
  answers: Nullable(Type.Record(Type.String(), Type.Array(Type.String()))),
})
export type PreferenceCard = Static<typeof PreferenceCard>
export const ReportPreferenceBody = Type.Object({
  answers: Type.Record(
    Type.String({ maxLength: 32 }),
    Type.Array(Type.String({ maxLength: 32 }), { maxItems: 10 }),
  ),
})
export type ReportPreferenceBody = Static<typeof ReportPreferenceBody>

export const UuidResult = Type.Object({ uuid: Type.String(), anonymous: Type.Boolean() })
export type UuidResult = Static<typeof UuidResult>

export const StatusReportBody = Type.Object({
  status: Type.Union([
    Type.Literal('foreground'),
    Type.Literal('background'),
    Type.Literal('online'),
    Type.Literal('offline'),
  ]),
  platform: Type.Optional(Type.String({ maxLength: 32 })),
  appVersion: Type.Optional(Type.String({ maxLength: 32 })),
})
export type StatusReportBody = Static<typeof StatusReportBody>
