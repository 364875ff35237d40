// Every product API path (SPEC.md section 7) with its method, relative to /api/v1 (or /fe_api).
// Reads are GET with query parameters, writes are POST with a JSON body. docs/api.md has the
// request and response schema of each (types/api/<domain>.ts).
export const API_PREFIX = '/api/v1'
export const FE_API_PREFIX = '/fe_api'

export const API_PATHS = {
  // sign-in
  sendCode: ['POST', 'auth/send_code'],
  login: ['POST', 'auth/login'],
  appLogin: ['POST', 'auth/app_login'],
  miniLogin: ['POST', 'auth/mini_login'],
  bindMiniPhone: ['POST', 'auth/mini_phone'],
  logout: ['POST', 'auth/logout'],
  // user
  getMe: ['GET', 'user/me/v2'],
  updateMe: ['POST', 'user/me/v2'],
  getPreferenceCard: ['GET', 'user/get_preference_card'],
  reportPreferenceCard: ['POST', 'user/report_preference_card'],
  getUuid: ['GET', 'user/uuid'],
  reportStatus: ['POST', 'user/status/report'],
  // home (issue 12)
  getHome: ['GET', 'web/home'],
  getCampaign: ['GET', 'web/campaign'],
  // journey
  getJourney: ['GET', 'web/journey/detail'],
  getMyJourney: ['GET', 'journey/detail'],
  getAdminJourney: ['GET', 'web/journey/admin_detail'],
  getWeather: ['GET', 'web/journey/get_weather'],
  convertToMiniApp: ['POST', 'convert/h5url/wx_mini_app'],
  shareJourney: ['POST', 'share/journey/for/web'],
  getMiniCode: ['GET', 'share/mini_code'],
  createPoiEvent: ['POST', 'journey/event/poi/create'],
  saveJourney: ['POST', 'journey/save'],
  getJourneySaved: ['GET', 'journey/saved'],
  uploadImage: ['POST', 'upload/image'],
  listFeedback: ['GET', 'admin/feedback'],
  // co-editor invitations (issue 7)
  getInvitation: ['GET', 'co-editor/invitation'],
  joinJourney: ['POST', 'co-editor/join'],
  inviteCoEditor: ['POST', 'co-editor/invite'],
  // live co-editing (issue 19): the socket's ticket
  getCoeditTicket: ['POST', 'coedit/ticket'],
  // places and transport
  getPlace: ['GET', 'web/poi/detail'],
  getTransport: ['GET', 'web/transportation/detail'],
  getRoute: ['GET', 'web/route'],
  autocompletePlaces: ['GET', 'poi/autocomplete/web'],
  getPlaceByOuterId: ['GET', 'poi/query_by_outer_id_h5'],
  getFeedbackScenes: ['GET', 'poi/feedback-scene'],
  sendPlaceFeedback: ['POST', 'poi/feedback'],
  // wish
  getWishHistory: ['GET', 'wish/user_wish_history'],
  getWishPage: ['GET', 'wish/user_wish_record_list_and_total_count/get'],
  getWish: ['GET', 'wish/wish_detail/get'],
  makeWish: ['POST', 'wish/user_wish'],
  shareWish: ['POST', 'wish/share'],
  getWishWinners: ['GET', 'wish/wish_winner_all/get'],
  // AI chat
  sendChat: ['POST', 'ai_chat/send'],
  resumeChat: ['GET', 'ai_chat/resume'],
  stopChat: ['POST', 'ai_chat/stop'],
  getConversation: ['GET', 'conversation/detail'],
  getMessages: ['GET', 'message/history'],
  clearConversation: ['POST', 'conversation/clear_message'],
  getConversations: ['GET', 'conversation/history'],
  // check-in
  getRecords: ['GET', 'record/list'],
  getCheckinStatus: ['GET', 'activity/sync/user-status'],
  lightUpMany: ['POST', 'activity/manual_highlight_uniform'],
  deleteRecord: ['POST', 'activity/record/delete'],
  getCustomRecords: ['GET', 'record/custom/list'],
  createCustomRecord: ['POST', 'record/custom/create'],
  deleteCustomRecord: ['POST', 'record/custom/delete'],
  getIcons: ['GET', 'activity/icon/list'],
  getTemplates: ['GET', 'record/template/cny/list'],
  createRecord: ['POST', 'record/create'],
  syncToApp: ['POST', 'sync/light-up/h5-to-app'],
  getChoiceStats: ['GET', 'query/choice/record-stats'],
  searchRecords: ['GET', 'search/record/list'],
  searchRegions: ['GET', 'search/political'],
  getRecommendedPlaces: ['GET', 'activity/recommend_place/list'],
  getStats: ['GET', 'query/record/stats'],
  getRecordDetail: ['GET', 'light/up/record/detail'],
  lightUpLocation: ['POST', 'light/up/location'],
  cancelLighting: ['POST', 'cancel/lighting'],
  lightUpProvince: ['POST', 'light/up/bath/political'],
  completeRecord: ['POST', 'record/complete'],
  shareCheckin: ['POST', 'activity/share'],
  updateCheckinNickname: ['POST', 'user/nickname_update'],
  changeLocation: ['POST', 'location-change'],
  renameCustomRecord: ['POST', 'update/name'],
  getParticipants: ['GET', 'join/user-counter'],
  confirmOrGiveUp: ['POST', 'confirm/give-up/light-up'],
  getRegions: ['GET', 'region/list'],
  getSharedMap: ['GET', 'light/up/shared'],
  // summer 2025 (activityId defaults to 1; the wish campaign uses the draw and prize ones with 3)
  getTaskStatus: ['GET', 'summer/task-status'],
  doTask: ['POST', 'summer/do-task'],
  getLotteryUserInfo: ['GET', 'activity/lottery_user_info'],
  getSummerJourneys: ['GET', 'summer/journey'],
  draw: ['POST', 'draw_lottery'],
  getMyPrizes: ['GET', 'user_prize'],
  redeemPrize: ['POST', 'redeem_prize'],
  transferPrize: ['POST', 'transfer_prize'],
  acceptPrize: ['POST', 'accept_prize'],
  bindPrize: ['POST', 'bind_prize_asset'],
  getPrize: ['GET', 'get_prize'],
  // capture
  getCaptureHome: ['GET', 'capture/home_page_info'],
  getGiftShop: ['GET', 'capture/gift_page_info'],
  collectCard: ['POST', 'capture/collect'],
  doCaptureTask: ['POST', 'capture/do-task'],
  exchangeGift: ['POST', 'capture/exchange_prize'],
  redeemGift: ['POST', 'capture/redeem'],
  transferGift: ['POST', 'capture/transfer'],
  getGift: ['GET', 'capture/get_prize'],
  acceptGift: ['POST', 'capture/accept_prize'],
  // a signed-in friend opened a shared link (evidence for tasks and wish chances; issue 15)
  shareOpened: ['POST', 'share/opened'],
  // operators (admin only)
  adminUpdatePrize: ['POST', 'admin/prize/update'],
  adminUpdateCampaign: ['POST', 'admin/campaign/update'],
  getPrizeAudit: ['GET', 'admin/prize/audit'],
  // magazine
  getMagazineDirectory: ['GET', 'magazinedirectory/get'],
  getMagazineArticle: ['GET', 'magazinedetail/get'],
  // content pages (issue 16)
  getImageCampaign: ['GET', 'campaign/image/get'],
  getFoodHome: ['GET', 'food/home'],
  foodCheckin: ['POST', 'food/checkin'],
  foodUncheck: ['POST', 'food/uncheck'],
  getSpringFestival: ['GET', 'springfestival/get'],
  adminUpdateImageCampaign: ['POST', 'admin/content/image/update'],
  adminUpdateMagazineArticle: ['POST', 'admin/magazine/article/update'],
  // other
  getWechatTicket: ['GET', 'wechat-ticket'],
  sendAppFeedback: ['POST', 'feed-back'],
  sendBehaviorEvents: ['POST', 'behavior/user/event'],
  sendTrackerData: ['POST', 'tracker/data'],
} as const satisfies Record<string, readonly ['GET' | 'POST', string]>

export type ApiName = keyof typeof API_PATHS

/** Outside /api/v1: SSO and collectors, answered by the same server. */
export const OTHER_PATHS = {
  ssoLogin: '/sso/login',
  ssoInternalLogin: '/sso/internal_login',
  ssoUserInfo: '/sso/user_info',
  ssoLogout: '/sso/logout',
  trackerCollect: '/tracker/collect',
  monitorReport: '/monitor/report',
  docs: '/api/docs',
} as const
