import { lazyUi } from '../taro/lazy-ui'
import { PlatformError, PLATFORM_ERROR_CODES } from '../errors'
import type { UiAdapter } from '../types'

function recordingUi(calls: string[]): UiAdapter {
  return {
    async toast(message) {
      if (!message) throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'no message')
      calls.push(`toast:${message}`)
    },
    async alert({ actions }) {
      calls.push(`alert:${actions.length}`)
      return actions.length - 1
    },
    async actionSheet({ actions }) {
      calls.push(`sheet:${actions.length}`)
      return actions[0]?.value ?? null
    },
  }
}

describe('Taro’s toast, modal and action sheet loaded with the first message', () => {
  it('loads nothing until something is shown', () => {
    const load = jest.fn(async () => recordingUi([]))
    lazyUi(load)
    expect(load).not.toHaveBeenCalled()
  })

  it('hands each call to the loaded adapter with its answer, loading once', async () => {
    const calls: string[] = []
    const load = jest.fn(async () => recordingUi(calls))
    const ui = lazyUi(load)
    const [, chosen, picked] = await Promise.all([
      ui.toast('已保存'),
      ui.alert({ actions: [{ name: 'OK' }, { name: 'Cancel', style: 'cancel' }] }),
      ui.actionSheet({ actions: [{ name: 'A', value: 'a' }] }),
    ])
    expect(calls).toEqual(['toast:已保存', 'alert:2', 'sheet:1'])
    expect([chosen, picked]).toEqual([1, 'a'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('fails a bad call as the loaded adapter does', async () => {
    const ui = lazyUi(async () => recordingUi([]))
    await expect(ui.toast('')).rejects.toMatchObject({ code: PLATFORM_ERROR_CODES.INVALID_ARGUMENT })
  })

  it('retries a load that failed with the next call', async () => {
    const calls: string[] = []
    const load = jest
      .fn<Promise<UiAdapter>, []>()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue(recordingUi(calls))
    const ui = lazyUi(load)
    await expect(ui.toast('first')).rejects.toThrow('chunk failed')
    await ui.toast('second')
    expect(calls).toEqual(['toast:second'])
    expect(load).toHaveBeenCalledTimes(2)
  })
})
