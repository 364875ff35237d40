// Drives a rendered campaign page the way a traveller would; shared by the capture and wish page tests.
import { act, waitFor } from '@testing-library/react'
import { BusinessError, ServerError } from '@/services/http/errors'
import type { RenderedPage } from '../../../../../tests/jest/render-page'

const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

/** A refusal as the server sends it: the HTTP status and the business code of docs/api.md. */
export const refusal = (status: number, code: number, message = 'refused') =>
  new ServerError(status, code, message)
export const businessRefusal = (code: number) => new BusinessError(code, 'refused')

export function pageDriver(page: RenderedPage) {
  const $ = (selector: string) => page.container.querySelector(selector) as HTMLElement | null
  const $$ = (selector: string) => Array.from(page.container.querySelectorAll(selector)) as HTMLElement[]
  const find = (selector: string) =>
    waitFor(() => {
      const el = $(selector)
      if (!el) throw new Error(`nothing matches ${selector}\n${page.text()}`)
      return el
    })
  return {
    $,
    $$,
    find,
    async click(selector: string) {
      const el = await find(selector)
      await act(async () => {
        el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
        await settle()
      })
    },
    async type(selector: string, text: string) {
      const el = (await find(selector)) as HTMLInputElement | HTMLTextAreaElement
      await act(async () => {
        el.value = text
        el.dispatchEvent(new Event('input', { bubbles: true }))
        await settle()
      })
    },
    flush: () => act(settle),
    /** The messages shown over the page (toasts), in order. */
    toasts: () => page.platform.calls.filter((c) => c.method === 'toast').map((c) => c.message),
    /** Waits for a text anywhere on the page. */
    sees: (text: string) => waitFor(() => expect(page.text()).toContain(text)),
  }
}

/** The campaign answer the shell reads (`getCampaign`), open now by the server's clock. */
export const openCampaign = (id: number, title: string) => ({
  id,
  kind: 'campaign',
  title,
  startsAt: '2025-06-01T00:00:00+08:00',
  endsAt: '2027-12-31T23:59:59+08:00',
  rules: '规则。',
  now: '2026-11-25T00:00:00Z',
})
