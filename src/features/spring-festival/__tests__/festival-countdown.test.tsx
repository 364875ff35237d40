import { act } from '@testing-library/react'
import { render } from '@tarojs/test-utils-react/dist/pure'
import { useLocaleStore } from '@/i18n/locale-store'
import { FestivalCountdown } from '../components/festival-countdown'

const AT = '2027-02-06T00:00:00+08:00'

beforeEach(() => {
  useLocaleStore.getState().setLocale('zh-CN')
  jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
  jest.setSystemTime(new Date('2027-02-05T15:59:00.000Z'))
})
afterEach(() => jest.useRealTimers())

test('ticks on its own: the page around it renders once while the seconds go by', async () => {
  let renders = 0
  function Page() {
    renders += 1
    return <FestivalCountdown festivalAt={AT} festivalDate='2027-02-06' offset={0} />
  }
  const { container } = render(<Page />, {})
  const shown = () => container.querySelector('[data-countdown]')?.getAttribute('data-countdown')
  expect(shown()).toBe('0:00:01:00')
  for (let i = 0; i < 3; i++) {
    await act(async () => {
      jest.advanceTimersByTime(1000)
    })
  }
  expect(shown()).toBe('0:00:00:57')
  expect(renders).toBe(1)
})

test('adds the server offset to the phone clock', async () => {
  // The phone is an hour slow: by the server the festival is 59 minutes past.
  const { container } = render(
    <FestivalCountdown festivalAt={AT} festivalDate='2027-02-06' offset={3_600_000} />,
    {},
  )
  expect(container.querySelector('[data-countdown]')?.getAttribute('data-countdown')).toBe('today')
})
