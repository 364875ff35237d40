import { act, fireEvent, render, waitFor } from '@testing-library/react'
import type { JourneyDetail } from '@types-shared/api/journey'
import { setPlatform } from '@/platform'
import { createFakePlatform } from '@/platform/fake'
import { useLocaleStore } from '@/i18n/locale-store'
import fixture from '@/features/journey/__tests__/fixtures/journey-1.json'
import { EditEntry } from '../edit-entry'

// journey-1's owner is user 1; add user 5 as a co-editor.
const journey = { ...fixture, collaborators: [{ id: 5, nickname: '阿杰', avatar: '' }] } as JourneyDetail

async function mount(stored: { token?: string; user?: { id: number } }, locale: 'zh-CN' | 'en' = 'zh-CN') {
  const platform = createFakePlatform()
  setPlatform(platform)
  act(() => useLocaleStore.getState().setLocale(locale))
  if (stored.token) await platform.storage.setItem('auth-token', stored.token)
  if (stored.user) await platform.storage.setItem('auth-user', JSON.stringify(stored.user))
  const onEdit = jest.fn()
  const view = render(<EditEntry journey={journey} onEdit={onEdit} />)
  // The stored session is read after the first render.
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)))
  return { container: view.container, onEdit }
}

describe('the journey page\'s "edit together" entry', () => {
  test.each([
    ['the owner', { token: 's1', user: { id: 1 } }],
    ['a co-editor', { token: 's5', user: { id: 5 } }],
  ])('shows for %s signed in on this device, and opens the editor', async (_who, stored) => {
    const { container, onEdit } = await mount(stored)
    await waitFor(() => expect(container.querySelector('[data-action="edit-journey"]')).not.toBeNull())
    expect(container.textContent).toBe('一起编辑')
    fireEvent.click(container.querySelector('[data-action="edit-journey"]')!)
    expect(onEdit).toHaveBeenCalledTimes(1)
  })

  test.each([
    ['a visitor', {}],
    ['another traveller', { token: 's9', user: { id: 9 } }],
    ['a user kept without a session token', { user: { id: 1 } }],
  ])('stays hidden for %s', async (_who, stored) => {
    const { container } = await mount(stored)
    expect(container.querySelector('[data-action="edit-journey"]')).toBeNull()
  })

  test('speaks English', async () => {
    const { container } = await mount({ token: 's1', user: { id: 1 } }, 'en')
    await waitFor(() => expect(container.textContent).toBe('Edit together'))
  })
})
