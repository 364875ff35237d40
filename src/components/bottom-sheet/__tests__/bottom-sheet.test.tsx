import { act, fireEvent } from '@testing-library/react'
import { render } from '@tarojs/test-utils-react/dist/pure'
import { useState } from 'react'
import { useLocaleStore } from '@/i18n/locale-store'
import { setPlatform } from '@/platform'
import { createFakePlatform } from '@/platform/fake'
import { BottomSheet } from '../bottom-sheet'

function Harness({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type='button' id='opener' onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <BottomSheet
          title='雷门'
          onClose={() => {
            onClose()
            setOpen(false)
          }}
          footer={<button type='button'>navigate</button>}
        >
          <button type='button' id='inside'>
            inside
          </button>
        </BottomSheet>
      )}
    </>
  )
}

const mounted: Array<() => void> = []

function mount(onClose?: () => void) {
  act(() => useLocaleStore.getState().setLocale('zh-CN'))
  const { container, unmount } = render(<Harness onClose={onClose} />, {})
  mounted.push(unmount)
  const root = container as HTMLElement
  const opener = root.querySelector<HTMLElement>('#opener') as HTMLElement
  act(() => {
    opener.focus()
    fireEvent.click(opener)
  })
  return { root, opener, dialog: () => root.querySelector<HTMLElement>('[role="dialog"]') }
}

afterEach(() => {
  act(() => mounted.splice(0).forEach((unmount) => unmount()))
  document.body.innerHTML = ''
  document.body.style.overflow = ''
  document.documentElement.style.overflow = ''
})

describe('the bottom sheet', () => {
  it('is a modal dialog named by its title', () => {
    const { dialog } = mount()
    const element = dialog()
    expect(element?.getAttribute('aria-modal')).toBe('true')
    const titleId = element?.getAttribute('aria-labelledby') ?? ''
    expect(titleId).not.toBe('')
    expect(document.getElementById(titleId)?.textContent).toBe('雷门')
  })

  it('labels its close button in the reader’s language', () => {
    const { root } = mount()
    expect(root.querySelector('.bottom-sheet__close')?.getAttribute('aria-label')).toBe('关闭')
  })

  it('moves focus into the dialog, and back to what opened it on close', () => {
    const { dialog, opener } = mount()
    expect(document.activeElement).toBe(dialog())
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' })
    })
    expect(dialog()).toBeNull()
    expect(document.activeElement).toBe(opener)
  })

  it.each([
    [
      'a tap on the backdrop',
      (root: HTMLElement) => fireEvent.click(root.querySelector('.bottom-sheet__backdrop') as Element),
    ],
    ['Escape', () => fireEvent.keyDown(document, { key: 'Escape' })],
    [
      'its close button',
      (root: HTMLElement) => fireEvent.click(root.querySelector('.bottom-sheet__close') as Element),
    ],
  ])('closes on %s', (_, close) => {
    const onClose = jest.fn()
    const { root, dialog } = mount(onClose)
    act(() => {
      close(root)
    })
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(dialog()).toBeNull()
  })

  it('stays open on a tap inside the panel', () => {
    const onClose = jest.fn()
    const { root, dialog } = mount(onClose)
    act(() => {
      fireEvent.click(root.querySelector('#inside') as Element)
    })
    expect(onClose).not.toHaveBeenCalled()
    expect(dialog()).not.toBeNull()
  })

  it('keeps the page behind from scrolling while open, and gives the scroll back on close', () => {
    document.body.style.overflow = 'scroll'
    mount()
    expect(document.body.style.overflow).toBe('hidden')
    expect(document.documentElement.style.overflow).toBe('hidden')
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' })
    })
    expect(document.body.style.overflow).toBe('scroll')
    expect(document.documentElement.style.overflow).toBe('')
  })

  it('keeps Tab inside the dialog: past the last control it comes back to the first', () => {
    const { dialog } = mount()
    const controls = Array.from(
      dialog()?.querySelectorAll<HTMLElement>('button, [tabindex]:not([tabindex="-1"])') ?? [],
    )
    expect(controls.length).toBeGreaterThan(1)
    const last = controls[controls.length - 1]
    act(() => last.focus())
    act(() => {
      fireEvent.keyDown(document, { key: 'Tab' })
    })
    expect(document.activeElement).toBe(controls[0])
    act(() => {
      fireEvent.keyDown(document, { key: 'Tab', shiftKey: true })
    })
    expect(document.activeElement).toBe(last)
  })

  it("closes on the system's back, and gives back back to the page once closed", () => {
    const platform = createFakePlatform()
    setPlatform(platform)
    try {
      const onClose = jest.fn()
      const { dialog } = mount(onClose)
      expect(dialog()).not.toBeNull()
      act(() => {
        expect(platform.pressBack()).toBe(true)
      })
      expect(onClose).toHaveBeenCalledTimes(1)
      expect(dialog()).toBeNull()
      expect(platform.pressBack()).toBe(false)
    } finally {
      setPlatform(undefined)
    }
  })

  it('a sheet closed by its button no longer holds back', () => {
    const platform = createFakePlatform()
    setPlatform(platform)
    try {
      const { root } = mount()
      act(() => {
        fireEvent.click(root.querySelector('.bottom-sheet__close') as HTMLElement)
      })
      expect(platform.pressBack()).toBe(false)
    } finally {
      setPlatform(undefined)
    }
  })
})
