import { fireEvent } from '@testing-library/react'
import { act, render } from '@tarojs/test-utils-react/dist/pure'
import { useLocaleStore } from '@/i18n/locale-store'
import { DayStrip } from '../components/day-strip'

// The five days of the Tokyo journey.
const days = [3, 4, 5, 6, 7].map((d, i) => ({ dayIndex: i + 1, date: `2025-04-0${d}` }))
const mount = (ui: JSX.Element) => render(ui, {}).container as HTMLElement

describe('the day strip', () => {
  beforeEach(() => act(() => useLocaleStore.getState().setLocale('zh-CN')))

  test('has one chip per day, named for screen readers with its date', () => {
    const container = mount(<DayStrip days={days} onChoose={() => undefined} />)
    const chips = Array.from(container.querySelectorAll('.day-strip__chip'))
    expect(chips.map((c) => c.querySelector('.day-strip__day')?.textContent)).toEqual([
      '第 1 天',
      '第 2 天',
      '第 3 天',
      '第 4 天',
      '第 5 天',
    ])
    expect(chips[0].getAttribute('aria-label')).toBe('跳到第 1 天，4月3日')
    expect(container.querySelector('[role="navigation"]')?.getAttribute('aria-label')).toBe('按天跳转')
  })

  test('a tap chooses its day, and the current day is marked', () => {
    const onChoose = jest.fn()
    const container = mount(<DayStrip days={days} current={3} onChoose={onChoose} />)
    const chips = container.querySelectorAll('.day-strip__chip')
    act(() => {
      fireEvent.click(chips[3])
    })
    expect(onChoose).toHaveBeenCalledWith(4)
    expect(chips[2].getAttribute('aria-current')).toBe('true')
    expect(chips[2].className).toContain('day-strip__chip--current')
    expect(chips[0].getAttribute('aria-current')).toBeNull()
  })

  test('speaks English', () => {
    act(() => useLocaleStore.getState().setLocale('en'))
    const container = mount(<DayStrip days={days} onChoose={() => undefined} />)
    expect(container.querySelector('.day-strip__day')?.textContent).toBe('Day 1')
    expect(container.querySelector('.day-strip__chip')?.getAttribute('aria-label')).toBe('Go to day 1, Apr 3')
  })

  test('a one-day journey has no strip', () => {
    const container = mount(<DayStrip days={days.slice(0, 1)} onChoose={() => undefined} />)
    expect(container.querySelector('.day-strip')).toBeNull()
  })
})
