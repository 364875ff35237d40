import '@/platform/bridge/__tests__/text-encoder'
import { act } from '@tarojs/test-utils-react/dist/pure'
import { resetBridgeForTests } from '@/platform/bridge'
import { installHostAppSimulator } from '@/platform/simulator/install'
import { simulatedUserAgent } from '@/platform/simulator/user-agent'
import type { HostAppSimulator, SimulatorOptions } from '@/platform/simulator/types'
import BridgeTestPage from '../index'
import { renderPage } from '../../../../../tests/jest/render-page'

const realUserAgent = navigator.userAgent
const setUserAgent = (ua: string) =>
  Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true })

let sim: HostAppSimulator | undefined
afterEach(() => {
  resetBridgeForTests()
  sim?.uninstall()
  sim = undefined
  setUserAgent(realUserAgent)
})

function inApp(options: Partial<SimulatorOptions> = {}) {
  setUserAgent(simulatedUserAgent('ios', '6.61.0', 6630001))
  sim = installHostAppSimulator(window, { os: 'ios', version: '6.61.0', build: 6630001, ...options })
  return sim
}

async function click(element: Element | null) {
  if (!element) throw new Error('nothing to click')
  await act(async () => {
    element.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
}

async function typeInto(element: Element | null, text: string) {
  if (!(element instanceof HTMLTextAreaElement)) throw new Error('no textarea')
  await act(async () => {
    element.value = text
    element.dispatchEvent(new Event('input', { bubbles: true }))
    await new Promise((resolve) => setTimeout(resolve, 20))
  })
}

describe('the bridge test page', () => {
  it('says the bridge is not available in a plain browser', async () => {
    const page = await renderPage(BridgeTestPage)
    expect(page.container.querySelector('[data-role="unavailable"]')?.textContent).toContain('原生桥不可用')
    expect(page.container.querySelector('[data-role="call"]')).toBeNull()
  })

  it('says so in English too', async () => {
    const page = await renderPage(BridgeTestPage, { locale: 'en' })
    expect(page.text()).toContain('The native bridge is not available')
  })

  it('lists every method and prefills the example arguments in the app', async () => {
    inApp()
    const page = await renderPage(BridgeTestPage)
    expect(page.container.querySelectorAll('[data-method]').length).toBeGreaterThanOrEqual(55)
    expect(page.text()).toContain('App 6.61.0（ios，build 6630001）')
    expect(page.text()).toContain('getUserInfo 的参数（JSON）')
  })

  it('calls the chosen method and shows its result and timing', async () => {
    inApp()
    const page = await renderPage(BridgeTestPage)
    await click(page.container.querySelector('[data-method="getNetworkType"]'))
    expect(page.text()).toContain('getNetworkType 的参数（JSON）')
    await click(page.container.querySelector('[data-role="call"]'))
    expect(page.container.querySelector('[data-role="result"]')?.textContent).toContain('"type": "WiFi"')
    expect(page.container.querySelector('[data-role="elapsed"]')?.textContent).toMatch(/耗时 \d+ ms/)
    expect(sim?.callsOf('getNetworkType')).toHaveLength(1)
  })

  it('shows the error code and message of a failed call', async () => {
    inApp({ failures: { getUserInfo: { result: -1, message: 'not signed in' } } })
    const page = await renderPage(BridgeTestPage)
    await click(page.container.querySelector('[data-role="call"]'))
    expect(page.text()).toContain('错误 ERR_NATIVE')
    expect(page.container.querySelector('[data-role="error"]')?.textContent).toBe(
      'getUserInfo: not signed in',
    )
  })

  it('calls a method picked from the list with its example arguments', async () => {
    inApp()
    const page = await renderPage(BridgeTestPage)
    await click(page.container.querySelector('[data-method="getThirdAuth"]'))
    await click(page.container.querySelector('[data-role="call"]'))
    expect(sim?.callsOf('getThirdAuth')[0].args).toEqual({ type: 'weixin' })
    expect(page.container.querySelector('[data-role="result"]')?.textContent).toContain('sim-weixin-code')
  })

  it.each([
    ['{}', '错误 ERR_ARGS_NULL', 'message should not be undefined or null'],
    ['{ message: 1', '错误 JSON', '参数不是合法的 JSON'],
  ])('shows what is wrong with the arguments %s without calling native', async (json, head, message) => {
    inApp()
    const page = await renderPage(BridgeTestPage)
    await click(page.container.querySelector('[data-method="toast"]'))
    await typeInto(page.container.querySelector('[data-role="args"] textarea'), json)
    await click(page.container.querySelector('[data-role="call"]'))
    expect(page.text()).toContain(head)
    expect(page.container.querySelector('[data-role="error"]')?.textContent).toContain(message)
    expect(sim?.calls).toEqual([])
  })
})
