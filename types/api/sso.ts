// SSO contracts (SPEC.md section 7, "SSO") and collector results.
import { Type, type Static } from 'typebox'

export const InternalLoginBody = Type.Object({
  ticket: Type.String({ minLength: 8, maxLength: 128 }),
  validate_service: Type.String({ minLength: 1, maxLength: 2048 }),
  subsystem_alias: Type.String({ minLength: 1, maxLength: 64 }),
  set_global_domain: Type.Optional(Type.Boolean()),
})
export type InternalLoginBody = Static<typeof InternalLoginBody>

export const InternalUser = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Type.String(),
  avatar: Type.String(),
  role: Type.String(),
})
export type InternalUser = Static<typeof InternalUser>

export const SsoSession = Type.Object({
  internalUser: InternalUser,
  userInfo: InternalUser,
  access_token: Type.String(),
  auth_token: Type.String(),
  token: Type.String(),
})
export type SsoSession = Static<typeof SsoSession>

export const CollectResult = Type.Object({ accepted: Type.Integer(), dropped: Type.Integer() })
export type CollectResult = Static<typeof CollectResult>
