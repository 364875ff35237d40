import { fireEvent, waitFor } from '@testing-library/react'
import { act, render } from '@tarojs/test-utils-react/dist/pure'
import { useLocaleStore } from '@/i18n/locale-store'
import { setPlatform, type ShareStatus } from '@/platform'
import { createFakePlatform, type FakePlatform } from '@/platform/fake'
import { JourneyActions } from '../components/journey-actions'
import type { JourneyDetail } from '../model'
import fixture from './fixtures/journey-1.json'

// Issue 12 item 5: a share tap shows progress at once, and a share that went out is never reported as
// failed (a toast that cannot show is not a failed share).
const journey = fixture as JourneyDetail
// No server here: the share info request fails at once and the page's own texts are shared.
jest.mock('../api/share-journey', () => ({
  ...jest.requireActual('../api/share-journey'),
  sharePayload: () => Promise.reject(new Error('offline')),
}))
let platform: FakePlatform

beforeEach(() => {
  act(() => useLocaleStore.getState().setLocale('zh-CN'))
  platform = createFakePlatform()
  setPlatform(platform)
})
afterEach(() => setPlatform(undefined))

const shareButton = (root: HTMLElement) => root.querySelector('[data-action="share"]') as HTMLButtonElement
const toasts = () =>
  platform.calls.filter((c) => c.method === 'toast').map((c) => (c as { message: string }).message)

it('shows the share button busy, with a spinner, from the tap on', async () => {
  let finish: ((status: { status: ShareStatus }) => void) | undefined
  platform.share.share = () => new Promise((resolve) => (finish = resolve))
  const root = render(<JourneyActions journey={journey} />, {}).container as HTMLElement
  act(() => {
    fireEvent.click(shareButton(root))
  })
  expect(shareButton(root).getAttribute('aria-busy')).toBe('true')
  expect(shareButton(root).querySelector('.button__spinner')).not.toBeNull()
  await waitFor(() => expect(finish).not.toBeUndefined())
  await act(async () => {
    finish?.({ status: 'copied' })
  })
  await waitFor(() => expect(shareButton(root).getAttribute('aria-busy')).toBeNull())
  expect(toasts()).toEqual(['链接已复制'])
})

it('does not report a failure when the share went out but its toast could not show', async () => {
  platform.share.share = async () => ({ status: 'shared' })
  platform.ui.toast = async (message) => {
    platform.calls.push({ method: 'toast', message } as never)
    if (message === '已分享') throw new Error('toast: no answer')
  }
  const root = render(<JourneyActions journey={journey} />, {}).container as HTMLElement
  await act(async () => {
    fireEvent.click(shareButton(root))
  })
  await waitFor(() => expect(toasts()).toContain('已分享'))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(toasts()).not.toContain('分享没有成功，请稍后再试')
})
