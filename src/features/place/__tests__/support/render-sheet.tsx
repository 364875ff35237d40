import { fireEvent } from '@testing-library/react'
import { act, render } from '@tarojs/test-utils-react/dist/pure'
import type { ReactElement } from 'react'
import { PageContext } from '@/components/page-frame/page-context'
import type { Locale } from '@/i18n'
import { setPlatform, type Platform } from '@/platform'
import { createFakePlatform, type FakePlatform } from '@/platform/fake'
import { routeByName } from '@types-shared/routes/route-table'
import { useLocaleStore } from '@/i18n/locale-store'

const mounted: Array<() => void> = []

// Sheets left open would keep the page's scroll lock and their key listeners into the next test.
afterEach(() => {
  act(() => mounted.splice(0).forEach((unmount) => unmount()))
})

export interface RenderedSheet {
  container: HTMLElement
  platform: FakePlatform
  text: () => string
  $: (selector: string) => HTMLElement | null
  /** Closes the sheet the way the page does: by no longer rendering it. */
  unmount: () => void
}

/**
 * Mounts a sheet as the journey page would show it: inside the journey page's context (so "report a
 * problem" knows where it leaves from), on the in-memory platform, optionally with some capabilities
 * swapped (the app's map adapter, a failing one).
 */
export function renderSheet(
  sheet: ReactElement,
  { locale = 'zh-CN', platform: overrides = {} }: { locale?: Locale; platform?: Partial<Platform> } = {},
): RenderedSheet {
  const fake = createFakePlatform()
  const platform = Object.assign(fake, overrides) as FakePlatform
  setPlatform(platform)
  act(() => useLocaleStore.getState().setLocale(locale))
  const route = routeByName('journeyDetail')
  if (!route) throw new Error('the journey route is missing from the route table')
  const { container, unmount } = render(
    <PageContext.Provider value={{ route, params: { id: '1' }, setTitle: () => undefined }}>
      {sheet}
    </PageContext.Provider>,
    {},
  )
  mounted.push(unmount)
  const root = container as HTMLElement
  return {
    container: root,
    platform,
    text: () => root.textContent ?? '',
    $: (selector) => root.querySelector<HTMLElement>(selector),
    unmount() {
      const index = mounted.indexOf(unmount)
      if (index >= 0) act(() => mounted.splice(index, 1)[0]())
    },
  }
}

/** Taps an element found by the test; fails clearly when it is not there. */
export function click(element: Element | null) {
  if (!element) throw new Error('nothing to click')
  act(() => {
    fireEvent.click(element)
  })
}
