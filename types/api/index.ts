// The shared API contract: TypeBox schemas (runtime values) and their static types.
// The site should `import type` from the domain files, or import the small runtime pieces
// (API_PATHS, API_CODES, feApiSign) it needs.
export * from './common'
export * from './paths'
export * from './sign'
export * as JourneyApi from './journey'
export * as HomeApi from './home'
export * as PlaceApi from './place'
export * as UserApi from './user'
export * as CampaignApi from './campaign'
export * as CheckinApi from './checkin'
export * as WishApi from './wish'
export * as CaptureApi from './capture'
export * as MagazineApi from './magazine'
export * as ChatApi from './chat'
export * as OtherApi from './other'
export * as SsoApi from './sso'
