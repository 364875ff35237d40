import { act, renderHook, waitFor } from '@testing-library/react'
import { useLoad } from '../use-load'

describe('loading one thing for a page', () => {
  it('goes from loading to ready with the answer', async () => {
    const { result } = renderHook(() => useLoad('1', async (id) => ({ id })))
    expect(result.current.state.status).toBe('loading')
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: { id: '1' } }))
  })

  it('reports a failure and loads again on retry', async () => {
    const load = jest.fn().mockRejectedValueOnce('offline').mockResolvedValueOnce('ok')
    const { result } = renderHook(() => useLoad('1', load))
    await waitFor(() => expect(result.current.state.status).toBe('error'))
    expect(result.current.state.status === 'error' && result.current.state.error.message).toBe('offline')
    act(() => result.current.retry())
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'ok' }))
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('keeps the answer for the newest key when an older one arrives later', async () => {
    let finishOld: (value: string) => void = () => undefined
    const load = (key: string) =>
      key === 'old' ? new Promise<string>((resolve) => (finishOld = resolve)) : Promise.resolve('new')
    const { result, rerender } = renderHook(({ key }) => useLoad(key, load), { initialProps: { key: 'old' } })
    rerender({ key: 'new' })
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'new' }))
    await act(async () => finishOld('old'))
    expect(result.current.state).toEqual({ status: 'ready', data: 'new' })
  })

  it('is loading in the very render where the key changes, and ignores updates meant for the old key', async () => {
    let finishNew: (value: string[]) => void = () => undefined
    const load = (key: string) =>
      key === 'old' ? Promise.resolve(['old']) : new Promise<string[]>((resolve) => (finishNew = resolve))
    const seen: string[] = []
    const { result, rerender } = renderHook(
      ({ key }) => {
        const loaded = useLoad(key, load)
        seen.push(`${key}:${loaded.state.status}`)
        return loaded
      },
      { initialProps: { key: 'old' } },
    )
    await waitFor(() => expect(result.current.state.status).toBe('ready'))
    seen.length = 0
    rerender({ key: 'new' })
    expect(seen[0]).toBe('new:loading')
    act(() => result.current.update((rows) => [...rows, 'optimistic']))
    await act(async () => finishNew(['fresh']))
    expect(result.current.state).toEqual({ status: 'ready', data: ['fresh'] })
  })
})
