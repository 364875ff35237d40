import { fireEvent } from '@testing-library/react'
import { render } from '@tarojs/test-utils-react/dist/pure'
import { routeByName } from '@types-shared/routes/route-table'
import { navigate } from '@/services/router'
import { PageContext } from '../../page-frame/page-context'
import { NavLink } from '../nav-link'

jest.mock('@/services/router', () => ({
  ...jest.requireActual('@/services/router'),
  navigate: jest.fn(() => Promise.resolve()),
}))
const mockedNavigate = jest.mocked(navigate)

const mount = (shown: { name: string; params?: Record<string, string> }) => {
  const route = routeByName(shown.name)
  if (!route) throw new Error(`no route ${shown.name}`)
  const { container } = render(
    <PageContext.Provider value={{ route, params: shown.params ?? {}, setTitle: () => undefined }}>
      <NavLink to='journeyDetail' params={{ id: 1 }}>
        示例行程
      </NavLink>
      <NavLink to='about'>关于我们</NavLink>
    </PageContext.Provider>,
    {},
  )
  const link = (name: string) => container.querySelector(`[data-route="${name}"]`) as HTMLAnchorElement
  return { link }
}

describe('NavLink on H5', () => {
  beforeEach(() => mockedNavigate.mockClear())

  it('is a real link to the route address under /web', () => {
    const { link } = mount({ name: 'about' })
    expect(link('journeyDetail').tagName).toBe('A')
    expect(link('journeyDetail').getAttribute('href')).toBe('/web/journey/detail/1')
    expect(link('about').getAttribute('href')).toBe('/web/about')
  })

  it('marks the link to the page being shown as active and current', () => {
    const { link } = mount({ name: 'about' })
    expect(link('about').classList.contains('active')).toBe(true)
    expect(link('about').getAttribute('aria-current')).toBe('page')
    expect(link('journeyDetail').classList.contains('active')).toBe(false)
    expect(link('journeyDetail').hasAttribute('aria-current')).toBe(false)
  })

  it('navigates inside the app on a plain click, without the browser loading the address', () => {
    const { link } = mount({ name: 'about' })
    const notCancelled = fireEvent.click(link('journeyDetail'))
    expect(notCancelled).toBe(false)
    expect(mockedNavigate).toHaveBeenCalledWith('journeyDetail', routeByName('about'), { params: { id: 1 } })
  })

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['middle button', { button: 1 }],
  ])('leaves a %s click to the browser (a new tab or window)', (_, init) => {
    const { link } = mount({ name: 'about' })
    expect(fireEvent.click(link('journeyDetail'), init)).toBe(true)
    expect(mockedNavigate).not.toHaveBeenCalled()
  })

  it('does nothing when the link is to the page being shown', () => {
    const { link } = mount({ name: 'journeyDetail', params: { id: '1' } })
    fireEvent.click(link('journeyDetail'))
    expect(mockedNavigate).not.toHaveBeenCalled()
  })
})
