import { setPlatform } from '@/platform'
import { createFakePlatform } from '@/platform/fake'
import { routeByName } from '@types-shared/routes/route-table'
import { goBack, navigate } from '../navigate'

describe('navigate', () => {
  const platform = createFakePlatform()
  beforeEach(() => {
    platform.calls.length = 0
    setPlatform(platform)
  })

  it('pushes by default, handing the platform both address forms', async () => {
    await navigate('journeyDetail', routeByName('about'), { params: { id: 3 } })
    expect(platform.calls).toEqual([
      {
        method: 'push',
        target: { prettyPath: '/journey/detail/3', pagePath: '/pages/journey/detail/index?id=3' },
      },
    ])
  })

  it('replaces when asked', async () => {
    await navigate('about', routeByName('journeyDetail'), { replace: true })
    expect(platform.calls[0].method).toBe('replace')
  })

  it('never replaces the kept-alive share entry: leaving it pushes', async () => {
    await navigate('shareResult', routeByName('shareIndex'), { replace: true })
    expect(platform.calls[0].method).toBe('push')
  })

  it('goes back through the platform', async () => {
    await goBack(2)
    expect(platform.calls).toEqual([{ method: 'back', delta: 2 }])
  })
})
