import { Current } from '@tarojs/runtime'
import { render, act } from '@tarojs/test-utils-react/dist/pure'
import type { ComponentType } from 'react'
import { setPlatform } from '@/platform'
import { createFakePlatform, type FakePlatform } from '@/platform/fake'
import { useLocaleStore } from '@/i18n/locale-store'
import type { Locale } from '@/i18n'

export interface RenderedPage {
  container: HTMLElement
  platform: FakePlatform
  text: () => string
}

/**
 * Mounts a page the way Taro would hand it its route: no router runs in jest, so Current.router is
 * set by hand (TARO-NOTES.md), and the platform is the in-memory fake so calls can be read back.
 */
export async function renderPage(
  Page: ComponentType,
  {
    path = '/',
    params = {},
    locale = 'zh-CN',
  }: { path?: string; params?: Record<string, string>; locale?: Locale } = {},
): Promise<RenderedPage> {
  const platform = createFakePlatform()
  setPlatform(platform)
  useLocaleStore.getState().setLocale(locale)
  // Only the fields pages read; the full router instance needs a running Taro app.
  Current.router = {
    params,
    path,
    onReady: '',
    onHide: '',
    onShow: '',
    shareTicket: '',
    scene: 0,
    $taroTimestamp: 0,
  } as unknown as typeof Current.router
  const { container } = render(<Page />, {})
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)))
  })
  return { container: container as HTMLElement, platform, text: () => container.textContent ?? '' }
}
