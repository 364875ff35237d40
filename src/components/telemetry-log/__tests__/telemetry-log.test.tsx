import { act, render } from '@tarojs/test-utils-react/dist/pure'
import { setPlatform } from '@/platform'
import { createFakePlatform } from '@/platform/fake'
import { recentMonitorEvents } from '@/services/monitoring/install'
import { recentTrackingEvents } from '@/services/tracking/install'
import type { TrackingEvent } from '@/services/tracking/types'
import type { MonitorEvent } from '@/services/monitoring/types'
import { resetPermissions } from '@/services/router/guards'
import { TelemetryLog } from '../telemetry-log'
import { monitoredLine, trackedLine } from '../summaries'

const pageEnd = {
  kind: 'page_end',
  event_key: 'page_end',
  duration: 1200,
  attributes: {},
  event_info: { event_id: 'e1', page_key: 'journeyDetail', rp: 'about', rp_index: 1 },
} as unknown as TrackingEvent

const vital = {
  type: 'vital',
  time: 1,
  data: { name: 'LCP', value: 900, rating: 'good' },
} as unknown as MonitorEvent

describe('the telemetry log', () => {
  beforeEach(() => {
    recentTrackingEvents.clear()
    recentMonitorEvents.clear()
    resetPermissions()
  })

  it('summarizes events in one line each', () => {
    expect(trackedLine(pageEnd)).toBe('page_end · page_end · page=journeyDetail · rp=about#1 · 1200 ms')
    expect(monitoredLine(vital)).toBe('vital · LCP=900 (good)')
    expect(monitoredLine({ ...vital, type: 'js_error', data: { message: 'boom' } })).toBe('js_error · boom')
  })

  it('shows the latest events as they arrive and removes the guarded filter for a guest', async () => {
    setPlatform(createFakePlatform())
    const { container } = render(<TelemetryLog />, {})
    expect(container.textContent).toContain('暂无事件')
    await act(async () => {
      recentTrackingEvents.add(pageEnd)
      recentMonitorEvents.add(vital)
      await new Promise((r) => setTimeout(r, 0))
    })
    expect(container.textContent).toContain('page=journeyDetail')
    expect(container.textContent).toContain('LCP=900')
    expect(container.querySelector('[data-guard="isLogin"]')).toBeNull()
  })

  it('shows the guarded filter to a signed-in visitor', async () => {
    const platform = createFakePlatform()
    platform.user = { userId: 'u1', nickname: 'n' }
    setPlatform(platform)
    const { container } = render(<TelemetryLog />, {})
    await act(async () => new Promise((r) => setTimeout(r, 0)))
    expect(container.querySelector('[data-guard="isLogin"]')?.getAttribute('data-guard-status')).toBe(
      'granted',
    )
  })
})
