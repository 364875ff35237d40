import { setPlatform } from '@/platform'
import { createFakePlatform } from '@/platform/fake'
import { resetMonitorForTests } from '@/services/monitoring/install'
import { resetParentFrameForTests } from '@/services/parent-frame/install'
import { startTelemetry } from '../start-telemetry'
import { getTracker, resetTrackerForTests } from '../install'

describe('starting telemetry at launch', () => {
  afterAll(() => {
    resetTrackerForTests()
    resetMonitorForTests()
    resetParentFrameForTests()
  })

  it('installs the tracker and the rest without throwing, once', () => {
    setPlatform(createFakePlatform())
    expect(() => startTelemetry()).not.toThrow()
    expect(() => startTelemetry()).not.toThrow()
    expect(getTracker().installed).toBe(true)
  })
})
