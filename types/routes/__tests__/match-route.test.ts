import { matchPattern, matchRoute, stripBasename } from '../match-route'

describe('matchRoute', () => {
  it.each([
    ['/web/journey/detail/123', 'journeyDetail', { id: '123' }],
    ['/journey/detail/123', 'journeyDetail', { id: '123' }],
    ['/web/journey/admin-detail/77?from=mail', 'journeyAdminDetail', { id: '77' }],
    ['/web/activity/summer2025', 'summer2025', {}],
    ['/web/activity/summer2025/records', 'summer2025Records', {}],
    ['/web/activity-clock-in/map/index', 'clockInMap', {}],
    ['/web/img/20250704', 'img_20250704', {}],
    ['/web/iOSPreload', 'iosPreload', {}],
    ['/web/pages/about/index', 'about', {}],
    ['/web/journey/detail/%E4%B8%AD', 'journeyDetail', { id: '中' }],
  ])('matches %s to %s', (path, name, params) => {
    const match = matchRoute(path)
    expect(match.route.name).toBe(name)
    expect(match.params).toEqual(params)
  })

  it.each([
    ['/web/no-such-page'],
    ['/web/journey/detail'],
    ['/web/journey/detail/1/extra'],
    ['/web/img/unknown'],
    ['/web/Activity/Summer2025'],
  ])('sends %s to page not found', (path) => {
    expect(matchRoute(path).route.name).toBe('notFound')
  })
})

describe('matchPattern', () => {
  it('takes the rest of the path into a starred parameter', () => {
    expect(matchPattern('/:rest*', '/a/b/c')).toEqual({ rest: 'a/b/c' })
  })

  it('keeps a malformed escape as it came', () => {
    expect(matchPattern('/x/:id', '/x/%E4')).toEqual({ id: '%E4' })
  })
})

describe('stripBasename', () => {
  it.each([
    ['/web', '/'],
    ['/web/about', '/about'],
    ['/website', '/website'],
    ['/about', '/about'],
  ])('turns %s into %s', (input, output) => {
    expect(stripBasename(input)).toBe(output)
  })
})
