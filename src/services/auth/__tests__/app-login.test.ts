import { createFakePlatform } from '@/platform/fake'
import { reloadOnLoginChange } from '../app-login'

describe('login changes in the host app (SPEC.md section 4)', () => {
  it('reloads after a login-change event until unsubscribed', () => {
    const platform = createFakePlatform()
    const reload = jest.fn()
    const stop = reloadOnLoginChange(platform.auth, { reload })
    platform.emitLoginChange(true)
    platform.emitLoginChange(false)
    stop()
    platform.emitLoginChange(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })
})
