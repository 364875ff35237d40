/**
 * The one route table (SPEC.md section 2). Pure data: the build config, app.config.ts, the router
 * service, the API server (server/lib/page-preload.ts) and the tests all read it, so it must not import
 * Taro or anything with side effects. It lives in types/, the folder shared with the server on purpose
 * (issue 11; docs/architecture.md).
 */

/** A mini-program package: `main` ships in the main package, the others are subpackages. */
export type PackageName = 'main' | 'campaign' | 'magazine' | 'img' | 'tools'

/** Where a failed check sends navigation: a route name, a location object, or a function of the target. */
export type RouteFallback =
  | { name: string; keepParams?: boolean }
  | { path: string; query?: Record<string, string> }
  | ((to: { name: string; params: Record<string, string> }) => string)

export interface RouteRecord {
  /** Stable name, also used in links: `journeyDetail`. */
  name: string
  /** Path under /web as users see it; `:param` segments are read by the page. */
  path: string
  /** Taro page path (no leading slash), inside `pkg`'s root unless `pkg` is `main`. */
  page: string
  pkg: PackageName
  /** i18n key of the title; the zh-CN text is the product's own title. */
  titleKey: string
  /** Page key for tracking (SPEC.md section 2). */
  pageKey: string
  pageAttributes?: Readonly<Record<string, string>>
  /** Permission checks by registered name; any failure goes to `fallback`. */
  checks?: readonly string[]
  fallback?: RouteFallback
  keepAlive?: boolean
  /** false stops route changes being forwarded to a parent frame. Default true. */
  isSendToUBA?: boolean
  /**
   * false: the page is not offered in a mini-program's share menu (personal, transient or tool pages).
   * Default true: the card lands on the same page with the same parameters (issue 13).
   */
  shareable?: boolean
}

export const PACKAGE_ROOTS: Readonly<Record<Exclude<PackageName, 'main'>, string>> = {
  campaign: 'pages/campaign',
  magazine: 'pages/magazine',
  img: 'pages/img',
  tools: 'pages/tools',
}

/** Image campaign ids (SPEC.md section 2, img/*); one component, data per page. */
export const IMAGE_CAMPAIGN_IDS = [
  '1001',
  '20241011',
  '20250311',
  'japan',
  'nightwalk',
  'lyl',
  '20250427',
  '20250616',
  'fuji',
  '20250612',
  '20250704',
  '20250714',
] as const
export type ImageCampaignId = (typeof IMAGE_CAMPAIGN_IDS)[number]

const main = (name: string, path: string, page: string, extra: Partial<RouteRecord> = {}): RouteRecord => ({
  name,
  path,
  page,
  pkg: 'main',
  titleKey: `route.${name}`,
  pageKey: name,
  ...extra,
})

const sub = (
  pkg: Exclude<PackageName, 'main'>,
  name: string,
  path: string,
  extra: Partial<RouteRecord> = {},
): RouteRecord => ({
  name,
  path,
  // Subpackage pages mirror their URL inside the package root (/activity/food ->
  // pages/campaign/activity/food/index), less a first segment that repeats the package (/img/japan -> pages/img/japan).
  page: `${PACKAGE_ROOTS[pkg]}${path.replace(new RegExp(`^/${pkg}(?=/)`), '')}/index`,
  pkg,
  titleKey: `route.${name}`,
  pageKey: name,
  ...extra,
})

const campaign = (name: string, path: string, extra: Partial<RouteRecord> = {}) =>
  sub('campaign', name, path, extra)

export const ROUTES: readonly RouteRecord[] = [
  // The flagship shared page comes first: it is the entry page of every build.
  main('journeyDetail', '/journey/detail/:id', 'pages/journey/detail/index'),
  main('journeyAdminDetail', '/journey/admin-detail/:id', 'pages/journey/admin-detail/index', {
    checks: ['isLogin', 'isJourneyAdmin'],
    fallback: { name: 'journeyDetail', keepParams: true },
    isSendToUBA: false,
    shareable: false,
  }),
  main('shareIndex', '/shareh5/index', 'pages/shareh5/index/index', { keepAlive: true }),
  main('shareResult', '/shareh5/result', 'pages/shareh5/result/index', { shareable: false }),
  main('home', '/home', 'pages/home/index'),
  main('about', '/about', 'pages/about/index'),
  main('map', '/map', 'pages/map/index'),
  main('coEditor', '/co-editor', 'pages/co-editor/index', { shareable: false }),
  main('poiFeedback', '/poi/feedback', 'pages/poi/feedback/index', { shareable: false }),
  main('appFeedback', '/app/feedback', 'pages/app/feedback/index', { shareable: false }),
  main('aiChat', '/ai/chat', 'pages/ai/chat/index'),
  campaign('prize', '/prize', { pageAttributes: { activity: 'wish' } }),
  campaign('activitySummer', '/activity/summer', { pageAttributes: { activity: 'wish' } }),
  campaign('clockIn', '/activity-clock-in/index', { pageAttributes: { activity: 'clock_in' } }),
  campaign('clockInTemplates', '/activity-clock-in/templates', { pageAttributes: { activity: 'clock_in' } }),
  campaign('clockInRecords', '/activity-clock-in/records', { pageAttributes: { activity: 'clock_in' } }),
  campaign('clockInMap', '/activity-clock-in/map/index', { pageAttributes: { activity: 'clock_in' } }),
  campaign('clockInResult', '/activity-clock-in/result', { pageAttributes: { activity: 'clock_in' } }),
  campaign('clockInRule', '/activity-clock-in/rule', { pageAttributes: { activity: 'clock_in' } }),
  campaign('food', '/activity/food', { pageAttributes: { activity: 'food' } }),
  campaign('summer2025', '/activity/summer2025', { pageAttributes: { activity: 'summer2025' } }),
  campaign('summer2025Records', '/activity/summer2025/records', {
    pageAttributes: { activity: 'summer2025' },
  }),
  campaign('summer2025Rule', '/activity/summer2025/rule', { pageAttributes: { activity: 'summer2025' } }),
  campaign('capture', '/activity/capture/index', { pageAttributes: { activity: 'capture' } }),
  campaign('captureGiftShop', '/activity/capture/giftshop', { pageAttributes: { activity: 'capture' } }),
  campaign('captureRule', '/activity/capture/rule', { pageAttributes: { activity: 'capture' } }),
  campaign('springFestival', '/specialSubject/springFestival', {
    pageAttributes: { activity: 'spring_festival' },
  }),
  sub('magazine', 'magazineDetail', '/magazine/detail'),
  ...IMAGE_CAMPAIGN_IDS.map((id) =>
    sub('img', `img_${id}`, `/img/${id}`, { pageKey: `img_${id}`, pageAttributes: { campaign: id } }),
  ),
  // Tools for the people building the product; never forwarded to a parent frame.
  sub('tools', 'bridgeTest', '/bridge', { isSendToUBA: false, shareable: false }),
  sub('tools', 'webTest', '/webtest', { isSendToUBA: false, shareable: false }),
  sub('tools', 'xhsTest', '/xhsTest', { isSendToUBA: false, shareable: false }),
  sub('tools', 'iosPreload', '/iOSPreload', { isSendToUBA: false, shareable: false }),
  // SPEC.md section 8: where a 418 redpass (or an unknown locationTag) sends the visitor.
  main('exception', '/exception', 'pages/exception/index', { isSendToUBA: false, shareable: false }),
  // The catch-all stays last: the H5 router tries routes in this order.
  main('notFound', '/:rest*', 'pages/not-found/index', { isSendToUBA: false, shareable: false }),
]

export const NOT_FOUND_ROUTE = ROUTES[ROUTES.length - 1]

export function routeByName(name: string): RouteRecord | undefined {
  return ROUTES.find((r) => r.name === name)
}

export function routeByPage(page: string): RouteRecord | undefined {
  const bare = page.replace(/^\//, '').split('?')[0]
  return ROUTES.find((r) => r.page === bare)
}
