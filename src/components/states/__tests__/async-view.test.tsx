import { Text } from '@tarojs/components'
import { fireEvent } from '@testing-library/react'
import { render } from '@tarojs/test-utils-react/dist/pure'
import { useLocaleStore } from '@/i18n/locale-store'
import { AsyncView, type AsyncStatus } from '../index'

const mount = (state: AsyncStatus<string[]>, onRetry?: () => void) =>
  render(
    <AsyncView state={state} onRetry={onRetry} isEmpty={(d) => d.length === 0}>
      {(items) => <Text>{items.join(',')}</Text>}
    </AsyncView>,
    {},
  ).container

describe('AsyncView', () => {
  beforeEach(() => useLocaleStore.getState().setLocale('zh-CN'))

  it('shows the loading state while loading', () => {
    expect(mount({ status: 'loading' }).textContent).toContain('加载中')
  })

  it('shows the error with a retry that calls back', () => {
    const retry = jest.fn()
    const container = mount({ status: 'error', error: new Error('网络不可用') }, retry)
    expect(container.textContent).toContain('网络不可用')
    fireEvent.click(container.querySelector('button') as Element)
    expect(retry).toHaveBeenCalledTimes(1)
  })

  it('shows the empty state for empty data', () => {
    expect(mount({ status: 'ready', data: [] }).textContent).toContain('这里还什么都没有')
  })

  it('renders the content when there is data', () => {
    expect(mount({ status: 'ready', data: ['东京', '京都'] }).textContent).toContain('东京,京都')
  })
})
