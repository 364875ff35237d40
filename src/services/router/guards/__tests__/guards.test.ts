import { routeByName } from '@types-shared/routes/route-table'
import { setPlatform } from '@/platform'
import { createFakePlatform } from '@/platform/fake'
import { checkRegistry, checkRoutes, guardTarget, resetPermissions, setUserSource } from '..'

describe('route guards', () => {
  beforeEach(() => {
    resetPermissions()
    setUserSource(null)
    checkRegistry.unregister('isJourneyAdmin')
  })

  it('has isLogin built in, reading the host user of the platform by default', async () => {
    const platform = createFakePlatform()
    setPlatform(platform)
    await expect(checkRoutes([{ checks: ['isLogin'] }])).resolves.toMatchObject({ ok: false })
    platform.user = { userId: 'u1', nickname: 'n' }
    resetPermissions()
    await expect(checkRoutes([{ checks: 'isLogin' as never }])).resolves.toEqual({ ok: true })
  })

  it('takes a pluggable user source', async () => {
    setUserSource(async () => ({ id: 1 }))
    await expect(checkRoutes([{ checks: ['isLogin'] }])).resolves.toEqual({ ok: true })
  })

  it('lets routes without checks through', async () => {
    await expect(guardTarget({ route: routeByName('about')!, params: {} })).resolves.toBeNull()
  })

  it('sends the admin view to the shared journey when a check fails', async () => {
    setUserSource(async () => ({ id: 1 }))
    checkRegistry.register('isJourneyAdmin', async () => false)
    const target = await guardTarget({ route: routeByName('journeyAdminDetail')!, params: { id: '5' } })
    expect(target?.prettyPath).toBe('/journey/detail/5')
  })

  it('lets the admin view through when every check passes', async () => {
    setUserSource(async () => ({ id: 1 }))
    checkRegistry.register('isJourneyAdmin', async () => true)
    await expect(
      guardTarget({ route: routeByName('journeyAdminDetail')!, params: { id: '5' } }),
    ).resolves.toBeNull()
  })

  it('fails a check of any matched route', async () => {
    setUserSource(async () => null)
    await expect(checkRoutes([{}, { checks: ['isLogin'] }])).resolves.toMatchObject({
      ok: false,
      check: 'isLogin',
    })
  })
})
