import { createHarness, type Harness } from '../../bridge/__tests__/harness'
import type { SimulatorOptions } from '../../simulator/types'
import type { ClipboardAdapter, ImageSaverAdapter, ShareAdapter, UiAdapter } from '../../types'
import type { BridgePort } from '../bridge-port'
import { createAppShare } from '../share'
import { createAppStorage } from '../storage'
import { createAppClipboard, createAppImages } from '../device-services'
import { createAppUi } from '../ui'

// Issue 12 item 5, "never a dead tap": with a bridge that takes calls and never answers, or no bridge
// object at all, share, copy, save and toasts take the web way, storage reads are "no value", and a
// success (result 0) is a success whatever its value.
let h: Harness | undefined
afterEach(() => {
  h?.dispose()
  h = undefined
  jest.useRealTimers()
})

const LINK = { title: '东京五日', url: 'https://m.trip.example/web/journey/detail/1' }

function webAdapters() {
  const log: string[] = []
  const share: ShareAdapter = {
    share: async (c) => {
      log.push(`share ${c.url}`)
      return { status: 'copied' }
    },
    setShareInfo: async () => undefined,
    posterCode: () => ({ kind: 'address' }),
    armedCard: () => null,
  }
  const clipboard: ClipboardAdapter = { copy: async (text) => void log.push(`copy ${text}`) }
  const images: ImageSaverAdapter = {
    save: async ({ url }) => void log.push(`save ${url}`),
    rasterize: async () => ({ url: 'data:image/png;base64,AA==', width: 2, height: 2 }),
  }
  const ui = {
    toast: async (message: string) => void log.push(`toast ${message}`),
    alert: async () => (log.push('alert'), 0),
    actionSheet: async () => null,
  } as UiAdapter
  return { log, share, clipboard, images, ui }
}

/** A port on the real bridge client over the host-app simulator (or no bridge object: `false`). */
function port(simulator: Partial<SimulatorOptions> | false, timeoutMs?: number): BridgePort {
  h = createHarness(simulator, timeoutMs ? { timeoutMs } : {})
  return { methods: h.methods, on: h.methods.on, client: h.client } as unknown as BridgePort
}

describe('share in the app', () => {
  it('is shared when native answers result 0 with value null', async () => {
    const web = webAdapters()
    const share = createAppShare(port({ answers: { shareContentV2: null } }), web.share)
    await expect(share.share(LINK)).resolves.toEqual({ status: 'shared' })
    expect(web.log).toEqual([])
  })

  it('is shared when native answers result 0 with no value at all', async () => {
    const web = webAdapters()
    const share = createAppShare(port({ failures: { shareContentV2: { result: 0 } } }), web.share)
    await expect(share.share(LINK)).resolves.toEqual({ status: 'shared' })
  })

  it('is cancelled only when native says shared: false', async () => {
    const web = webAdapters()
    const share = createAppShare(port({ answers: { shareContentV2: { shared: false } } }), web.share)
    await expect(share.share(LINK)).resolves.toEqual({ status: 'cancelled' })
  })

  it('still fails on a native failure (-1)', async () => {
    const web = webAdapters()
    const share = createAppShare(
      port({ failures: { shareContentV2: { result: -1, message: 'no' } } }),
      web.share,
    )
    await expect(share.share(LINK)).rejects.toMatchObject({ name: 'PlatformError' })
    expect(web.log).toEqual([])
  })

  it('copies the link at once when there is no bridge object', async () => {
    const web = webAdapters()
    jest.useFakeTimers()
    const share = createAppShare(port(false), web.share)
    // The clock stands still: waiting for the bridge to appear would leave the share unsettled.
    let outcome: unknown
    void share.share(LINK).then((result) => (outcome = result))
    for (let turn = 0; turn < 20; turn += 1) await Promise.resolve()
    expect(outcome).toEqual({ status: 'copied' })
    expect(web.log).toEqual([`share ${LINK.url}`])
  })

  it('takes the web way at once once a call went unanswered', async () => {
    const web = webAdapters()
    const p = port({ silent: ['getItem', 'shareContentV2'] }, 30)
    await createAppStorage(p).getItem('auth-token')
    await expect(createAppShare(p, web.share).share(LINK)).resolves.toEqual({ status: 'copied' })
    expect(h?.sim?.callsOf('shareContentV2')).toEqual([])
  })

  it('asks whether native answers before the first share, and takes the web way when it does not', async () => {
    const web = webAdapters()
    const p = port({ silent: ['getAppInfo', 'shareContentV2'] }, 30)
    await expect(createAppShare(p, web.share).share(LINK)).resolves.toEqual({ status: 'copied' })
    expect(h?.sim?.callsOf('getAppInfo')).toHaveLength(1)
    expect(h?.sim?.callsOf('shareContentV2')).toEqual([])
  })

  it('takes the web way when the share sheet itself goes unanswered', async () => {
    const web = webAdapters()
    const p = port({ silent: ['shareContentV2'] }, 30)
    await expect(createAppShare(p, web.share).share(LINK)).resolves.toEqual({ status: 'copied' })
    expect(h?.sim?.callsOf('shareContentV2')).toHaveLength(1)
  })
})

describe('storage in the app', () => {
  it('reads an unanswered key as no value after 1.5 s instead of failing or waiting 15 s', async () => {
    jest.useFakeTimers()
    const storage = createAppStorage(port({ silent: ['getItem'] }))
    const read = storage.getItem('auth-token')
    jest.advanceTimersByTime(1_501)
    await expect(read).resolves.toBeNull()
  })

  it('still reads what native answers', async () => {
    const p = port({})
    h?.sim?.storage.set('auth-token', 'sid-1')
    await expect(createAppStorage(p).getItem('auth-token')).resolves.toBe('sid-1')
  })
})

describe('copy, save and toasts in the app', () => {
  it('copies and saves the web way with no bridge object', async () => {
    const web = webAdapters()
    const p = port(false)
    await createAppClipboard(p, web.clipboard).copy('hello')
    await createAppImages(p, web.images).save({ url: 'data:image/png;base64,AAAA' })
    expect(web.log).toEqual(['copy hello', 'save data:image/png;base64,AAAA'])
  })

  it('copies the web way when setPasteBoard goes unanswered', async () => {
    const web = webAdapters()
    await createAppClipboard(port({ silent: ['setPasteBoard'] }, 30), web.clipboard).copy('hello')
    expect(web.log).toEqual(['copy hello'])
  })

  it('saves the web way when native does not answer', async () => {
    const web = webAdapters()
    const p = port({ silent: ['getAppInfo', 'saveImage'] }, 30)
    await createAppImages(p, web.images).save({ url: 'https://m.trip.example/p.png' })
    expect(web.log).toEqual(['save https://m.trip.example/p.png'])
    expect(h?.sim?.callsOf('saveImage')).toEqual([])
  })

  it('shows a toast on the page when native leaves it unanswered, and alerts there once it is silent', async () => {
    const web = webAdapters()
    const ui = createAppUi(port({ silent: ['toast', 'showalertV2'] }, 30), web.ui)
    await ui.toast('链接已复制')
    await ui.alert({ title: '系统时间错误', actions: [{ name: '知道了' }] })
    expect(web.log).toEqual(['toast 链接已复制', 'alert'])
  })

  it('uses the app for all of them when native answers', async () => {
    const web = webAdapters()
    const p = port({})
    await createAppClipboard(p, web.clipboard).copy('hello')
    await createAppUi(p, web.ui).toast('已复制')
    await createAppImages(p, web.images).save({ url: 'https://m.trip.example/p.png' })
    expect(web.log).toEqual([])
    expect(h?.sim?.callsOf('setPasteBoard')).toHaveLength(1)
    expect(h?.sim?.callsOf('saveImage')).toHaveLength(1)
  })
})

describe('result 0 with value null elsewhere', () => {
  it('answers an alert with its first action and an action sheet with no choice', async () => {
    const web = webAdapters()
    const ui = createAppUi(port({ answers: { showalertV2: null, showActionSheet: null } }), web.ui)
    await expect(ui.alert({ title: '系统时间错误', actions: [{ name: '知道了' }] })).resolves.toBe(0)
    await expect(ui.actionSheet({ actions: [{ name: '高德地图', value: 'amap' }] })).resolves.toBeNull()
    expect(web.log).toEqual([])
  })
})
