import { setPlatform } from '@/platform'
import { createFakePlatform } from '@/platform/fake'
import { goBack } from '../navigate'

describe('going back', () => {
  afterEach(() => setPlatform(undefined))

  test('goes back one page when there is one of ours below', async () => {
    const platform = createFakePlatform()
    setPlatform(platform)
    await goBack()
    expect(platform.calls).toContainEqual({ method: 'back', delta: 1 })
  })

  test('on a page opened directly, the home page takes its place', async () => {
    const platform = createFakePlatform()
    platform.historyDepth = 1
    setPlatform(platform)
    await goBack()
    expect(platform.calls.map((c) => c.method)).toEqual(['replace'])
    expect(platform.calls[0].target?.prettyPath).toMatch(/^\/home(\?|$)/)
  })

  test('or whatever the page offers instead', async () => {
    const platform = createFakePlatform()
    platform.historyDepth = 1
    setPlatform(platform)
    const orElse = jest.fn(async () => undefined)
    await goBack(1, orElse)
    expect(orElse).toHaveBeenCalled()
    expect(platform.calls).toEqual([])
  })
})
