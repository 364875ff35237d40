// Drives a rendered feedback form the way a traveller would; shared by the two feedback pages' tests.
import { act, waitFor } from '@testing-library/react'
import type { RenderedPage } from '../../../../tests/jest/render-page'

/**
 * For `jest.mock('@/platform/fake', ...)`: the real module, with createFakePlatform mockable so a test can
 * hand the same platform to a second render (a reload on the same device).
 */
export function reloadableFakePlatformModule() {
  const actual = jest.requireActual('@/platform/fake')
  return { ...actual, createFakePlatform: jest.fn(actual.createFakePlatform) }
}

/** For `jest.mock('@/features/feedback/api/send-feedback', ...)`. */
export const sendFeedbackMocks = () => ({ sendPoiFeedback: jest.fn(), sendAppFeedback: jest.fn() })

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

export function formDriver(page: RenderedPage) {
  const $ = (selector: string) => page.container.querySelector(selector)
  const must = (selector: string) => {
    const el = $(selector)
    if (!el) throw new Error(`nothing matches ${selector}\n${page.text()}`)
    return el
  }
  // Taro's Input renders its <input> a moment after mounting (a web component), so wait for targets.
  const find = (selector: string) => waitFor(() => must(selector))
  async function click(selector: string) {
    const el = await find(selector)
    await act(async () => {
      el.dispatchEvent(new MouseEvent('click', { bubbles: true }))
      await settle()
    })
  }
  async function typeInto(selector: string, text: string) {
    const el = (await find(selector)) as HTMLInputElement | HTMLTextAreaElement
    await act(async () => {
      el.value = text
      el.dispatchEvent(new Event('input', { bubbles: true }))
      await settle()
    })
  }
  async function blur(selector: string) {
    const el = await find(selector)
    await act(async () => {
      el.dispatchEvent(new FocusEvent('blur', { bubbles: true }))
      el.dispatchEvent(new FocusEvent('focusout', { bubbles: true }))
      await settle()
    })
  }
  return {
    $,
    click,
    flush: () => act(settle),
    chooseTopic: (value: string) => click(`[data-topic="${value}"]`),
    typeText: (text: string) => typeInto('[data-field="text"] textarea', text),
    typeContact: (text: string) => typeInto('[data-field="contact"] input', text),
    leaveContact: () => blur('[data-field="contact"] input'),
    /** What the description field holds (once Taro's textarea has rendered). */
    textValue: async () => ((await find('[data-field="text"] textarea')) as HTMLTextAreaElement).value,
    addPhoto: () => click('[data-action="add-photo"]'),
    submit: () => click('[data-action="submit"]'),
    errorOf: (field: string) => $(`[data-error="${field}"]`)?.textContent ?? null,
    photoStates: () =>
      Array.from(page.container.querySelectorAll('[data-photo]')).map((e) => e.getAttribute('data-photo')),
    submitDisabled: () => {
      const button = must('[data-action="submit"]')
      return button.hasAttribute('disabled') && button.getAttribute('disabled') !== 'false'
    },
  }
}
