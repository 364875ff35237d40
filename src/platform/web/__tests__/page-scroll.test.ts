import { createWebPageScroll } from '../page-scroll'

function pageWith(id: string, reducedMotion: boolean) {
  document.body.innerHTML = `<section id="${id}"></section>`
  const element = document.getElementById(id) as HTMLElement
  const scrollIntoView = jest.fn()
  element.scrollIntoView = scrollIntoView
  const win = { matchMedia: (query: string) => ({ matches: reducedMotion && query.includes('reduce') }) }
  return { scroll: createWebPageScroll(document, win as unknown as Window), scrollIntoView }
}

describe('scrolling the web page to one of its parts', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  test('scrolls the element to the top, smoothly', async () => {
    const { scroll, scrollIntoView } = pageWith('journey-day-2', false)
    await scroll.toElement('journey-day-2', { stickyTop: 96 })
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' })
  })

  test('jumps without animation for a reader who asked for less motion', async () => {
    const { scroll, scrollIntoView } = pageWith('journey-day-2', true)
    await scroll.toElement('journey-day-2')
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' })
  })

  test('an element that is not there is a clear error', async () => {
    const { scroll } = pageWith('journey-day-2', false)
    await expect(scroll.toElement('journey-day-9')).rejects.toMatchObject({ code: 'ERR_INVALID_ARGUMENT' })
  })

  test.each(['#journey-day-2', 'journey-day-2, body', '<img>', ''])('refuses %j as an id', async (id) => {
    const { scroll, scrollIntoView } = pageWith('journey-day-2', false)
    await expect(scroll.toElement(id)).rejects.toMatchObject({ code: 'ERR_INVALID_ARGUMENT' })
    expect(scrollIntoView).not.toHaveBeenCalled()
  })
})

describe('jumping back to a reading position', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  test("scrolls the shown Taro page's own container, not the hidden one under it", async () => {
    document.body.innerHTML =
      '<div class="taro_page" id="under"></div><div class="taro_page" id="shown"></div><div class="taro_page" id="gone" style="display:none"></div>'
    const shown = document.getElementById('shown') as HTMLElement
    const under = document.getElementById('under') as HTMLElement
    shown.scrollTo = jest.fn()
    under.scrollTo = jest.fn()
    const scrollTo = jest.fn()
    const win = { scrollTo, getComputedStyle: (el: Element) => window.getComputedStyle(el) }
    await createWebPageScroll(document, win as unknown as Window).toOffset(320)
    expect(shown.scrollTo).toHaveBeenCalledWith({ top: 320, behavior: 'auto' })
    expect(under.scrollTo).not.toHaveBeenCalled()
    expect(scrollTo).not.toHaveBeenCalled()
  })

  test('scrolls the window to the offset at once when there is no page container', async () => {
    const scrollTo = jest.fn()
    const scroll = createWebPageScroll(document, { scrollTo } as unknown as Window)
    await scroll.toOffset(640)
    expect(scrollTo).toHaveBeenCalledWith({ top: 640, behavior: 'auto' })
  })

  test.each([-1, Number.NaN, Number.POSITIVE_INFINITY])('refuses %p as an offset', async (top) => {
    const scrollTo = jest.fn()
    const scroll = createWebPageScroll(document, { scrollTo } as unknown as Window)
    await expect(scroll.toOffset(top)).rejects.toMatchObject({ code: 'ERR_INVALID_ARGUMENT' })
    expect(scrollTo).not.toHaveBeenCalled()
  })
})
