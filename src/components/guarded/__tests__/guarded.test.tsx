import { render, act } from '@tarojs/test-utils-react/dist/pure'
import { checkRegistry, resetPermissions } from '@/services/router/guards'
import { Guarded } from '../guarded'

function deferred() {
  let resolve: (value: unknown) => void = () => undefined
  const promise = new Promise((r) => (resolve = r))
  return { promise, resolve }
}

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)))

describe('a guarded element', () => {
  beforeEach(() => resetPermissions())
  afterEach(() => checkRegistry.unregister('slow'))

  it('is hidden while its check runs, then shown on success', async () => {
    const gate = deferred()
    checkRegistry.register('slow', () => gate.promise)
    const { container } = render(
      <Guarded check='slow'>
        <button>edit</button>
      </Guarded>,
      {},
    )
    const wrapper = () => container.querySelector('[data-guard="slow"]') as HTMLElement | null
    expect(wrapper()?.getAttribute('data-guard-status')).toBe('checking')
    expect(wrapper()?.style.visibility).toBe('hidden')
    gate.resolve(true)
    await flush()
    expect(wrapper()?.getAttribute('data-guard-status')).toBe('granted')
    expect(wrapper()?.style.visibility).toBe('')
  })

  it('is removed when its check fails', async () => {
    const gate = deferred()
    checkRegistry.register('slow', () => gate.promise)
    const { container } = render(
      <Guarded check='slow'>
        <button>edit</button>
      </Guarded>,
      {},
    )
    expect(container.querySelector('button')).not.toBeNull()
    gate.resolve(false)
    await flush()
    expect(container.querySelector('[data-guard]')).toBeNull()
    expect(container.querySelector('button')).toBeNull()
  })

  it('is removed for an unknown check', async () => {
    const { container } = render(
      <Guarded check='nobodyRegisteredThis'>
        <button>edit</button>
      </Guarded>,
      {},
    )
    await flush()
    expect(container.querySelector('button')).toBeNull()
  })
})
