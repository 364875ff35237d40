import { setPlatform } from '@/platform'
import { createFakePlatform } from '@/platform/fake'
import { routeByName } from '@types-shared/routes/route-table'
import { checkRegistry, permissions, runGuardCheck, setUserSource } from '../guards'
import { navigate } from '../navigate'
import { setTrackingParamsProvider } from '../tracking-params'

describe('navigation with guards and tracking parameters', () => {
  const platform = createFakePlatform()
  beforeEach(() => {
    platform.calls.length = 0
    setPlatform(platform)
    setUserSource(null)
  })
  afterEach(() => {
    setTrackingParamsProvider(null)
    checkRegistry.unregister('isJourneyAdmin')
  })

  it('sends a guest from the admin view to its fallback, keeping the id', async () => {
    await navigate('journeyAdminDetail', routeByName('about'), { params: { id: 9 } })
    expect(platform.calls).toEqual([
      {
        method: 'push',
        target: { prettyPath: '/journey/detail/9', pagePath: '/pages/journey/detail/index?id=9' },
      },
    ])
  })

  it('lets the admin view through when every check passes', async () => {
    setUserSource(async () => ({ id: 1 }))
    checkRegistry.register('isJourneyAdmin', async () => true)
    await navigate('journeyAdminDetail', undefined, { params: { id: 9 } })
    expect(platform.calls[0].target?.prettyPath).toBe('/journey/detail/9'.replace('detail', 'admin-detail'))
  })

  it('resets the permission state before each navigation', async () => {
    setUserSource(async () => ({ id: 1 }))
    await runGuardCheck('isLogin')
    expect(permissions.get('isLogin').state).toBe(true)
    await navigate('about', undefined)
    expect(permissions.get('isLogin')).toEqual({ state: null })
  })

  it('appends the tracking parameters once a tracker provides them', async () => {
    setTrackingParamsProvider(() => ({ pre: 'about' }))
    await navigate('map', routeByName('about'), { query: { poi: 1 } })
    expect(platform.calls[0].target?.prettyPath).toBe('/map?uba_index=1&uba_pre=about&poi=1')
  })
})
