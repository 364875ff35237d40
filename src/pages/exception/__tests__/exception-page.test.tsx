import { fireEvent } from '@testing-library/react'
import { HOSTILE_RETURN_URLS } from '@/services/auth/__tests__/hostile-return-urls'
import ExceptionPage from '../index'
import { renderPage } from '../../../../tests/jest/render-page'

const backButton = (container: HTMLElement) =>
  container.querySelector<HTMLElement>('[data-action="return"]') ?? undefined

describe('the exception page (SPEC.md section 8)', () => {
  it('shows its title and the code it was given', async () => {
    const page = await renderPage(ExceptionPage, { params: { code: '51105' } })
    expect(page.platform.calls).toContainEqual({ method: 'setTitle', title: '访问受限' })
    expect(page.text()).toContain('错误码 51105')
  })

  it.each([[undefined], ['abc'], ['<script>'], ['1234567890123']])(
    'shows 22102 for the code %j',
    async (code) => {
      const page = await renderPage(ExceptionPage, { params: code === undefined ? {} : { code } })
      expect(page.text()).toContain('错误码 22102')
    },
  )

  it('leads back to an allowed return address', async () => {
    const returnUrl = 'https://www.trip.example/web/journey/detail/1'
    const page = await renderPage(ExceptionPage, { params: { code: '51105', returnUrl } })
    fireEvent.click(backButton(page.container) as Element)
    await Promise.resolve()
    expect(page.platform.calls).toContainEqual({ method: 'openLink', url: returnUrl })
  })

  // The router hands pages decoded parameters, so an encoded hostile address may arrive decoded into a
  // harmless one (`www.trip.example%2F@evil.example` becomes a path on www.trip.example). What matters is
  // what the button would follow: nothing, or an address on an allowed host.
  it.each(HOSTILE_RETURN_URLS.map((url) => [JSON.stringify(url), url]))(
    'never leads to a foreign host from %s',
    async (_label, returnUrl) => {
      const page = await renderPage(ExceptionPage, { params: { code: '51105', returnUrl } })
      const button = backButton(page.container)
      if (!button) return
      fireEvent.click(button)
      await Promise.resolve()
      const opened = page.platform.calls
        .filter((c) => c.method === 'openLink')
        .map((c) => new URL(c.url ?? ''))
      expect(opened).toHaveLength(1)
      expect(opened[0].hostname).toMatch(/(^|\.)trip\.example$|^localhost$/)
      expect(opened[0].username).toBe('')
    },
  )

  it.each([
    '//evil.example',
    'javascript:alert(1)',
    'https://www.trip.example@evil.example/',
    '/\\evil.example',
  ])('shows no way back at all for %s', async (returnUrl) => {
    const page = await renderPage(ExceptionPage, { params: { code: '51105', returnUrl } })
    expect(backButton(page.container)).toBeUndefined()
  })

  it('always offers the home page, in place of this one', async () => {
    const page = await renderPage(ExceptionPage, { params: { code: '51105' } })
    fireEvent.click(page.container.querySelector('[data-action="home"]') as Element)
    await Promise.resolve()
    expect(page.platform.calls).toContainEqual({
      method: 'replace',
      target: { prettyPath: '/home', pagePath: '/pages/home/index' },
    })
  })
})
