import { createAbortHandle } from '../abort'

describe('an abort handle', () => {
  it('is the runtime AbortController where there is one', () => {
    expect(createAbortHandle()).toBeInstanceOf(AbortController)
  })

  it('stands in where the runtime has none (mini-programs): aborted, listeners, once', () => {
    const saved = globalThis.AbortController
    ;(globalThis as { AbortController?: unknown }).AbortController = undefined
    try {
      const handle = createAbortHandle()
      const seen: string[] = []
      const listener = () => seen.push('listener')
      handle.signal.addEventListener('abort', listener)
      handle.signal.addEventListener('abort', () => seen.push('other'))
      handle.signal.removeEventListener('abort', () => undefined)
      handle.signal.onabort = () => seen.push('onabort')
      expect(handle.signal.aborted).toBe(false)
      handle.abort()
      handle.abort()
      expect(handle.signal.aborted).toBe(true)
      expect(seen).toEqual(['onabort', 'listener', 'other'])
    } finally {
      globalThis.AbortController = saved
    }
  })
})
