import { fireEvent } from '@testing-library/react'
import { act, render } from '@tarojs/test-utils-react/dist/pure'
import type { CoeditRole } from '@types-shared/api/coedit'
import type { JourneyDetail } from '@types-shared/api/journey'
import { useLocaleStore } from '@/i18n/locale-store'
import { readItinerary, type CoeditClient } from '@/services/coedit'
import { api } from '@/services/site-client'
import {
  clientOnRelay,
  createRelay,
  settle,
  type Relay,
} from '../../../services/coedit/__tests__/support/relay'
import { ItineraryEditor } from '../components/itinerary-editor'
import { DRAFT_COMMIT_MS } from '../components/draft-field'

jest.mock('@/services/site-client', () => ({
  ...jest.requireActual('@/services/site-client'),
  api: jest.fn(),
}))
const mockedApi = api as unknown as jest.Mock

/** The journey as the page loaded it: its rows name the document's `i1` and `i2`. */
const place = (id: number, name: string, nameEn: string) => ({ id, name, nameEn })
const journey = {
  id: 1,
  title: '东京三日',
  titleEn: '',
  owner: { id: 1, nickname: '旅行者小鹿', avatar: '' },
  collaborators: [],
  days: [
    {
      dayIndex: 1,
      items: [
        { id: 1, kind: 'place', place: place(1, '浅草寺', 'Senso-ji'), transport: null },
        { id: 2, kind: 'place', place: place(2, '上野公园', 'Ueno Park'), transport: null },
      ],
    },
  ],
} as unknown as JourneyDetail
const clients: CoeditClient[] = []
afterEach(() => clients.splice(0).forEach((c) => c.destroy()))
beforeEach(() => {
  act(() => useLocaleStore.getState().setLocale('zh-CN'))
  mockedApi.mockReset().mockImplementation(async (name: string, params: { id?: number }) => {
    if (name === 'getPlace')
      return { id: params.id, name: `新地点${params.id}`, nameEn: `New place ${params.id}` }
    throw new Error(`unexpected ${name}`)
  })
})

function opener(relay: Relay, role: CoeditRole = 'editor') {
  return () => {
    const { client } = clientOnRelay(relay, role)
    clients.push(client)
    return client
  }
}

async function mount(relay: Relay, role: CoeditRole = 'editor') {
  const onExit = jest.fn()
  const view = render(<ItineraryEditor journey={journey} onExit={onExit} open={opener(relay, role)} />, {})
  await act(async () => settle())
  const root = view.container as HTMLElement
  return { root, onExit, $: (s: string) => root.querySelector(s) as HTMLElement | null }
}

const ids = (relay: Relay, day = 0) => readItinerary(relay.doc).days[day].items.map((i) => i.id)
const inputOf = (root: HTMLElement, selector: string) => {
  const field = root.querySelector(selector) as HTMLElement
  return (field.querySelector('input') ?? field.querySelector('.editor-field__input')) as HTMLInputElement
}

describe('the itinerary editor', () => {
  test('shows the days and their stops by name, live', async () => {
    const relay = createRelay()
    const { root, $ } = await mount(relay)
    expect($('[data-coedit-status="live"]')).not.toBeNull()
    expect(root.querySelectorAll('.editor-day')).toHaveLength(2)
    await act(async () => settle())
    expect($('[data-item="i1"] [data-item-name]')?.textContent).toBe('新地点101')
    expect($('.editor-day[data-day-number="2"]')?.textContent).toContain('这一天还没有安排')
    expect($('[data-editor]')?.getAttribute('data-can-edit')).toBe('true')
  })

  test('moving a stop down and to the next day changes the shared document', async () => {
    const relay = createRelay()
    const { $ } = await mount(relay)
    await act(async () => {
      fireEvent.click($('[data-item="i1"] [data-action="down"]')!)
      await settle()
    })
    expect(ids(relay)).toEqual(['i2', 'i1'])
    await act(async () => {
      fireEvent.click($('[data-item="i2"] [data-action="next-day"]')!)
      await settle()
    })
    expect(ids(relay, 0)).toEqual(['i1'])
    expect(ids(relay, 1)).toEqual(['i2'])
  })

  test('a note goes out after a pause in typing; a bad time says so and is not sent', async () => {
    const relay = createRelay()
    const { root, $ } = await mount(relay)
    await act(async () => {
      fireEvent.input(inputOf(root, '[data-item="i1"] [data-field="note"]'), { target: { value: '早点去' } })
      await new Promise((resolve) => setTimeout(resolve, DRAFT_COMMIT_MS + 50))
      await settle()
    })
    expect(readItinerary(relay.doc).days[0].items[0].note).toBe('早点去')
    await act(async () => {
      fireEvent.input(inputOf(root, '[data-item="i1"] [data-field="time"]'), { target: { value: '25:99' } })
      await new Promise((resolve) => setTimeout(resolve, DRAFT_COMMIT_MS + 50))
      await settle()
    })
    expect(readItinerary(relay.doc).days[0].items[0].time).toBeNull()
    expect($('[data-item="i1"] [data-field="time"] [role="alert"]')?.textContent).toBe('时间格式不对')
  })

  test('a reader follows with every control off', async () => {
    const relay = createRelay()
    const { $, root } = await mount(relay, 'reader')
    expect($('[data-coedit-status="read-only"]')).not.toBeNull()
    expect($('[data-editor]')?.getAttribute('data-can-edit')).toBe('false')
    expect(
      root.querySelectorAll('[data-action="down"], [data-action="remove"], [data-action="add-day"]'),
    ).toHaveLength(0)
    expect(root.textContent).toContain('只有行程的创建者和共同编辑者可以修改')
  })

  test('adds a day and removes an empty one', async () => {
    const relay = createRelay()
    const { $ } = await mount(relay)
    await act(async () => {
      fireEvent.click($('[data-action="add-day"]')!)
      await settle()
    })
    expect(readItinerary(relay.doc).days).toHaveLength(3)
    await act(async () => {
      fireEvent.click($('.editor-day[data-day-number="3"] [data-action="remove-day"]')!)
      await settle()
    })
    expect(readItinerary(relay.doc).days).toHaveLength(2)
  })

  test('speaks English to an English reader', async () => {
    act(() => useLocaleStore.getState().setLocale('en'))
    const relay = createRelay()
    const { root } = await mount(relay)
    await act(async () => settle())
    expect(root.textContent).toContain('Day 1')
    expect(root.textContent).toContain('Up to date')
    expect(root.textContent).toContain('New place 101')
  })
})
