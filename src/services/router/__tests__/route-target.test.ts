import { MissingRouteParamError, routeTarget, UnknownRouteError } from '../route-target'

describe('routeTarget', () => {
  it('fills path parameters into the pretty path and passes them as query on the page path', () => {
    expect(routeTarget('journeyDetail', { id: 42 }, { lang: 'en' })).toEqual({
      prettyPath: '/journey/detail/42?lang=en',
      pagePath: '/pages/journey/detail/index?id=42&lang=en',
    })
  })

  it('keeps extra parameters as query on both forms and skips undefined values', () => {
    expect(routeTarget('map', { poi: 9 }, { day: undefined })).toEqual({
      prettyPath: '/map?poi=9',
      pagePath: '/pages/map/index?poi=9',
    })
  })

  it('encodes values', () => {
    expect(routeTarget('journeyDetail', { id: 'a/b' }).prettyPath).toBe('/journey/detail/a%2Fb')
  })

  it('addresses subpackage pages by their package path', () => {
    expect(routeTarget('img_japan').pagePath).toBe('/pages/img/japan/index')
  })

  it('refuses a missing path parameter', () => {
    expect(() => routeTarget('journeyDetail')).toThrow(MissingRouteParamError)
  })

  it('refuses an unknown route', () => {
    expect(() => routeTarget('nowhere')).toThrow(UnknownRouteError)
  })
})
