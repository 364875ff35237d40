import { ARTIFACT_VERSION } from '@/constants'
import { buildContext } from '@/services/tracking'
import { parseUserAgent } from '@/platform/env/user-agent'
import pkg from '../../package.json'

describe('the artifact version', () => {
  it('is 1.266.0 (SPEC.md section 9) and the version package.json builds the about page with', () => {
    expect(ARTIFACT_VERSION).toBe('1.266.0')
    expect(pkg.version).toBe(ARTIFACT_VERSION)
  })

  it('is the version every tracking event carries', () => {
    const userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148'
    const context = buildContext({
      info: parseUserAgent(userAgent),
      userAgent,
      sessionId: 's',
      userId: 'u_1',
      environment: 'test',
    })
    expect(context.artifact_version).toBe('1.266.0')
  })
})
