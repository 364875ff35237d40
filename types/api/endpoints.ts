// What each API_PATHS entry takes and answers, for the site's typed `api(name, params)` (docs/api-client.md).
// Types only: the site imports nothing of TypeBox through this file. An entry not listed yet takes a
// plain object and answers `unknown`: give it its types here when a page starts to call it.
import type { ApiName } from './paths'
import type { MiniVendor } from './vocabulary'
import type {
  AdminJourneyDetail,
  JourneyDetail,
  SaveJourneyResult,
  ShareInfo,
  WeatherList,
  WxMiniAppResult,
} from './journey'
import type {
  Created,
  FeedbackSceneList,
  PlaceDetail,
  PlaceBriefList,
  PoiFeedbackBody,
  Route,
  TransportDetail,
} from './place'
import type { LoginResult, SendCodeResult, UserInfo } from './user'
import type { ClearBody, Conversation, HistoryQuery, Message, StopBody } from './chat'
import type { AppFeedbackBody, MiniCode } from './other'
import type { InvitationDetail, JoinResult } from './co-editor'
import type { CoeditTicket, CoeditTicketBody } from './coedit'
import type { CampaignInfo, Home } from './home'
import type { MakeWishBody, MakeWishResult, ShareWishResult, Wish, WishList, WishPage } from './wish'
import type {
  AcceptBody,
  Address,
  AdminCampaignBody,
  AdminPrizeBody,
  DoTaskResult,
  DrawResult,
  JourneyCardList,
  LotteryUserInfo,
  Prize,
  PrizeAuditList,
  PrizeAuditQuery,
  SHARE_OPEN_KINDS,
  ShareOpenedBody,
  ShareOpenedResult,
  TaskStatus,
  TransferResult,
  UserPrize,
  UserPrizeList,
} from './campaign'
import type { CaptureHome, CollectResult, GiftPage } from './capture'
import type {
  CheckinRecordList,
  CheckinShare,
  ChoiceStats,
  ConfirmResult,
  CreateCustomBody,
  CustomRecord,
  CustomRecordList,
  KeywordQuery,
  LightResult,
  NicknameBody,
  NicknameResult,
  RegionList,
  RemoveResult,
  RenameBody,
  SharedMap,
  Stats,
  SyncResult,
  TemplateList,
  UserStatus,
} from './checkin'
import type {
  AdminImageCampaignBody,
  FoodCheckinBody,
  FoodCheckinResult,
  FoodHome,
  ImageCampaign,
  SpringFestival,
} from './content'
import type { AdminArticleBody, AdminArticleResult, Article, Directory } from './magazine'

/** Query values as the address carries them: ids may be given as numbers or text. */
type Id = number | string

interface Endpoint<Request, Response> {
  request: Request
  response: Response
}

export interface KnownEndpoints {
  getMe: Endpoint<void, UserInfo>
  sendCode: Endpoint<{ phone: string }, SendCodeResult>
  login: Endpoint<{ phone: string; code: string }, LoginResult>
  appLogin: Endpoint<{ userToken: string }, LoginResult>
  miniLogin: Endpoint<{ vendor: MiniVendor; code: string }, LoginResult>
  bindMiniPhone: Endpoint<{ vendor: MiniVendor; code: string }, UserInfo>
  logout: Endpoint<void, unknown>
  getHome: Endpoint<void, Home>
  getCampaign: Endpoint<{ id: Id }, CampaignInfo>
  getJourney: Endpoint<{ id: Id }, JourneyDetail>
  getAdminJourney: Endpoint<{ id: Id }, AdminJourneyDetail>
  getWeather: Endpoint<{ id: Id }, WeatherList>
  convertToMiniApp: Endpoint<{ url: string }, WxMiniAppResult>
  shareJourney: Endpoint<{ journeyId: number; channel: string }, ShareInfo>
  saveJourney: Endpoint<{ journeyId: number; saved: boolean }, SaveJourneyResult>
  getJourneySaved: Endpoint<{ id: Id }, SaveJourneyResult>
  getMiniCode: Endpoint<{ vendor: MiniVendor; page: string; scene: string }, MiniCode>
  getInvitation: Endpoint<{ code: string }, InvitationDetail>
  joinJourney: Endpoint<{ code: string }, JoinResult>
  getCoeditTicket: Endpoint<CoeditTicketBody, CoeditTicket>
  getPlace: Endpoint<{ id: Id }, PlaceDetail>
  autocompletePlaces: Endpoint<{ keyword: string; city?: string; limit?: number }, PlaceBriefList>
  getImageCampaign: Endpoint<{ key: string }, ImageCampaign>
  getFoodHome: Endpoint<{ from?: Id } | void, FoodHome>
  foodCheckin: Endpoint<FoodCheckinBody, FoodCheckinResult>
  foodUncheck: Endpoint<FoodCheckinBody, FoodCheckinResult>
  getSpringFestival: Endpoint<void, SpringFestival>
  getMagazineDirectory: Endpoint<{ id?: Id } | void, Directory>
  getMagazineArticle: Endpoint<{ id: Id }, Article>
  adminUpdateImageCampaign: Endpoint<AdminImageCampaignBody, { key: string }>
  adminUpdateMagazineArticle: Endpoint<AdminArticleBody, AdminArticleResult>
  getTransport: Endpoint<{ id: Id }, TransportDetail>
  getRoute: Endpoint<{ journeyId: Id; day: Id }, Route>
  getFeedbackScenes: Endpoint<void, FeedbackSceneList>
  // AI chat: sendChat and resumeChat answer with an event stream (chat-stream.ts), not through api()
  stopChat: Endpoint<StopBody, Message>
  getConversation: Endpoint<{ id: Id }, Conversation>
  getMessages: Endpoint<HistoryQuery, Message[]>
  clearConversation: Endpoint<ClearBody, Conversation>
  getConversations: Endpoint<
    { page?: number; pageSize?: number } | void,
    { list: Conversation[]; total: number; page: number; pageSize: number }
  >
  // wish (draws and prizes through the summer endpoints with activityId 3)
  getWish: Endpoint<{ id: Id }, Wish>
  shareWish: Endpoint<{ wishId: number }, ShareWishResult>
  getWishHistory: Endpoint<void, WishList>
  getWishPage: Endpoint<{ page?: number; pageSize?: number }, WishPage>
  makeWish: Endpoint<MakeWishBody, MakeWishResult>
  getWishWinners: Endpoint<
    void,
    Array<{ nickname: string; avatar: string; destination: string; prizeName: string; wonAt: string }>
  >
  // summer 2025 and the prize endpoints (activityId: 1 summer, 3 wish)
  getTaskStatus: Endpoint<{ activityId?: number } | void, TaskStatus>
  doTask: Endpoint<{ taskKey: string; activityId?: number }, DoTaskResult>
  getLotteryUserInfo: Endpoint<{ activityId?: number } | void, LotteryUserInfo>
  getSummerJourneys: Endpoint<void, JourneyCardList>
  draw: Endpoint<{ activityId?: number }, DrawResult>
  getMyPrizes: Endpoint<{ activityId?: number } | void, UserPrizeList>
  redeemPrize: Endpoint<{ userPrizeId: number; address?: Address }, UserPrize>
  transferPrize: Endpoint<{ userPrizeId: number }, TransferResult>
  acceptPrize: Endpoint<AcceptBody, UserPrize>
  bindPrize: Endpoint<{ userPrizeId: number; account: string }, UserPrize>
  getPrize: Endpoint<{ id?: number; token?: string }, UserPrize>
  // capture
  getCaptureHome: Endpoint<void, CaptureHome>
  getGiftShop: Endpoint<void, GiftPage>
  collectCard: Endpoint<{ itemId: number; lat: number; lon: number }, CollectResult>
  doCaptureTask: Endpoint<{ taskKey: string }, DoTaskResult>
  exchangeGift: Endpoint<{ prizeId: number }, UserPrize>
  redeemGift: Endpoint<{ userPrizeId: number; address?: Address }, UserPrize>
  transferGift: Endpoint<{ userPrizeId: number }, TransferResult>
  getGift: Endpoint<{ id?: number; token?: string }, UserPrize>
  acceptGift: Endpoint<AcceptBody, UserPrize>
  // TypeBox reads a union built from a list as never: the kind is typed by hand.
  shareOpened: Endpoint<
    Omit<ShareOpenedBody, 'kind'> & { kind: (typeof SHARE_OPEN_KINDS)[number] },
    ShareOpenedResult
  >
  adminUpdatePrize: Endpoint<AdminPrizeBody, Prize>
  adminUpdateCampaign: Endpoint<AdminCampaignBody, { campaignId: number; missWeight: number }>
  getPrizeAudit: Endpoint<PrizeAuditQuery | void, PrizeAuditList>
  shareCheckin: Endpoint<{ channel: string }, CheckinShare>
  getStats: Endpoint<void, Stats>
  // check-in map
  getRecords: Endpoint<{ level?: 'country' | 'province' | 'city' } | void, CheckinRecordList>
  getCheckinStatus: Endpoint<void, UserStatus>
  getRegions: Endpoint<{ parentCode?: string; level?: 'country' | 'province' | 'city' } | void, RegionList>
  getSharedMap: Endpoint<{ from: Id }, SharedMap>
  lightUpMany: Endpoint<{ codes: string[] }, LightResult>
  lightUpLocation: Endpoint<{ lat: number; lon: number }, LightResult>
  lightUpProvince: Endpoint<{ provinceCode: string }, LightResult>
  cancelLighting: Endpoint<{ code: string }, RemoveResult>
  getChoiceStats: Endpoint<{ code: string }, ChoiceStats>
  searchRegions: Endpoint<{ keyword: string; level?: 'country' | 'province' | 'city' }, RegionList>
  getRecommendedPlaces: Endpoint<{ regionCode?: string; limit?: number } | void, PlaceBriefList>
  getParticipants: Endpoint<void, { participants: number }>
  syncToApp: Endpoint<void, SyncResult>
  confirmOrGiveUp: Endpoint<{ code: string; action: 'confirm' | 'give_up' }, ConfirmResult>
  getTemplates: Endpoint<void, TemplateList>
  // check-in records
  searchRecords: Endpoint<KeywordQuery, CheckinRecordList>
  deleteRecord: Endpoint<{ id: number }, RemoveResult>
  getCustomRecords: Endpoint<void, CustomRecordList>
  createCustomRecord: Endpoint<CreateCustomBody, CustomRecord>
  deleteCustomRecord: Endpoint<{ id: number }, RemoveResult>
  renameCustomRecord: Endpoint<RenameBody, CustomRecord>
  updateCheckinNickname: Endpoint<NicknameBody, NicknameResult>
  // TypeBox reads a union built from a list as never: the key fields are typed by hand.
  sendPlaceFeedback: Endpoint<Omit<PoiFeedbackBody, 'scene'> & { scene: string }, Created>
  sendAppFeedback: Endpoint<Omit<AppFeedbackBody, 'category'> & { category: string }, Created>
}

type Unlisted = Endpoint<Record<string, unknown> | void, unknown>

export type ApiRequest<N extends ApiName> = N extends keyof KnownEndpoints
  ? KnownEndpoints[N]['request']
  : Unlisted['request']
export type ApiResponse<N extends ApiName> = N extends keyof KnownEndpoints
  ? KnownEndpoints[N]['response']
  : Unlisted['response']
