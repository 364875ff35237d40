import {
  IMAGE_CAMPAIGN_IDS,
  NOT_FOUND_ROUTE,
  PACKAGE_ROOTS,
  ROUTES,
  routeByName,
  routeByPage,
} from '../route-table'

// SPEC.md section 2, as users type the addresses (under /web).
const SPEC_PATHS = [
  '/journey/detail/:id',
  '/journey/admin-detail/:id',
  '/prize',
  '/activity/summer',
  '/shareh5/result',
  '/shareh5/index',
  '/about',
  '/map',
  '/co-editor',
  ...IMAGE_CAMPAIGN_IDS.map((id) => `/img/${id}`),
  '/activity-clock-in/index',
  '/activity-clock-in/templates',
  '/activity-clock-in/records',
  '/activity-clock-in/map/index',
  '/activity-clock-in/result',
  '/activity-clock-in/rule',
  '/activity/food',
  '/activity/summer2025',
  '/activity/summer2025/records',
  '/activity/summer2025/rule',
  '/magazine/detail',
  '/activity/capture/index',
  '/activity/capture/giftshop',
  '/activity/capture/rule',
  '/specialSubject/springFestival',
  '/poi/feedback',
  '/app/feedback',
  '/bridge',
  '/webtest',
  '/xhsTest',
  '/iOSPreload',
]

describe('the route table', () => {
  it.each(SPEC_PATHS)('holds the spec route %s', (path) => {
    expect(ROUTES.map((r) => r.path)).toContain(path)
  })

  it('gives the shared journey the page key journeyDetail', () => {
    expect(routeByName('journeyDetail')?.pageKey).toBe('journeyDetail')
  })

  it('keeps shareh5/index alive and no other page', () => {
    expect(ROUTES.filter((r) => r.keepAlive).map((r) => r.path)).toEqual(['/shareh5/index'])
  })

  it('guards the admin view with checks and a fallback to the public journey', () => {
    const admin = routeByName('journeyAdminDetail')
    expect(admin?.checks).toEqual(['isLogin', 'isJourneyAdmin'])
    expect(admin?.fallback).toEqual({ name: 'journeyDetail', keepParams: true })
  })

  it('ends with the catch-all page-not-found route', () => {
    expect(ROUTES[ROUTES.length - 1]).toBe(NOT_FOUND_ROUTE)
    expect(NOT_FOUND_ROUTE.path).toBe('/:rest*')
  })

  it('has unique names, paths, pages and page keys', () => {
    for (const field of ['name', 'path', 'page', 'pageKey'] as const) {
      const values = ROUTES.map((r) => r[field])
      expect(new Set(values).size).toBe(values.length)
    }
  })

  it('places each subpackage page under its package root', () => {
    for (const route of ROUTES) {
      if (route.pkg === 'main')
        expect(Object.values(PACKAGE_ROOTS).some((root) => route.page.startsWith(`${root}/`))).toBe(false)
      else expect(route.page.startsWith(`${PACKAGE_ROOTS[route.pkg]}/`)).toBe(true)
    }
  })

  it('finds a route by its Taro page path, with or without a slash and query', () => {
    expect(routeByPage('/pages/about/index?lang=en')?.name).toBe('about')
    expect(routeByPage('pages/img/japan/index')?.name).toBe('img_japan')
  })
})
