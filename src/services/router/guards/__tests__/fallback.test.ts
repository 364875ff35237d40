import { routeByName } from '@types-shared/routes/route-table'
import { fallbackTarget } from '../fallback'

const admin = routeByName('journeyAdminDetail')!
const to = { route: admin, params: { id: '7' } }

describe('guard fallbacks', () => {
  it.each([
    [
      'a route name keeping the parameters',
      { name: 'journeyDetail', keepParams: true },
      '/journey/detail/7',
      '/pages/journey/detail/index?id=7',
    ],
    ['a route name alone', { name: 'about' }, '/about', '/pages/about/index'],
    [
      'a location object with a query',
      { path: '/journey/detail/3', query: { from: 'guard' } },
      '/journey/detail/3?from=guard',
      '/pages/journey/detail/index?id=3&from=guard',
    ],
    [
      'a function of the target',
      (target: { params: Record<string, string> }) => `/journey/detail/${target.params.id}`,
      '/journey/detail/7',
      '/pages/journey/detail/index?id=7',
    ],
    ['no fallback at all', undefined, '/forbidden', '/pages/not-found/index?rest=forbidden'],
    ['an unknown route name', { name: 'nope' }, '/forbidden', '/pages/not-found/index?rest=forbidden'],
    [
      'a function that throws',
      () => {
        throw new Error('x')
      },
      '/forbidden',
      '/pages/not-found/index?rest=forbidden',
    ],
  ])('%s', (_label, fallback, prettyPath, pagePath) => {
    expect(fallbackTarget(fallback as never, to)).toEqual({ prettyPath, pagePath })
  })
})
