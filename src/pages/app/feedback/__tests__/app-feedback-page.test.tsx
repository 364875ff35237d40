import { waitFor } from '@testing-library/react'
import { createFakePlatform } from '@/platform/fake'
import { fakePhoto, fakeUploadUrl } from '@/platform/fake/photos'
import { sendAppFeedback } from '@/features/feedback/api/send-feedback'
import { draftKey } from '@/features/feedback/draft-store'
import { formDriver } from '@/features/feedback/__tests__/form-driver'
import AppFeedbackPage from '../index'
import { renderPage } from '../../../../../tests/jest/render-page'

jest.mock('@/features/feedback/api/send-feedback', () =>
  jest.requireActual('@/features/feedback/__tests__/form-driver').sendFeedbackMocks(),
)
jest.mock('@/platform/fake', () =>
  jest.requireActual('@/features/feedback/__tests__/form-driver').reloadableFakePlatformModule(),
)

const mockedSend = sendAppFeedback as jest.MockedFunction<typeof sendAppFeedback>
const mockedCreatePlatform = createFakePlatform as jest.MockedFunction<typeof createFakePlatform>

async function openForm(locale: 'zh-CN' | 'en' = 'zh-CN') {
  const page = await renderPage(AppFeedbackPage, { path: '/app/feedback', locale })
  await waitFor(() => expect(page.container.querySelector('[data-form="app"]')).not.toBeNull())
  return { page, form: formDriver(page) }
}

beforeEach(() => mockedSend.mockReset())

describe('the contact us page', () => {
  it('shows the loading state until the saved draft has been read', async () => {
    const platform = jest.requireActual('@/platform/fake').createFakePlatform()
    platform.storage.getItem = () => new Promise(() => undefined)
    mockedCreatePlatform.mockReturnValueOnce(platform)
    const page = await renderPage(AppFeedbackPage, { path: '/app/feedback' })
    expect(page.container.querySelector('.state--loading')).not.toBeNull()
    expect(page.container.querySelector('[data-form="app"]')).toBeNull()
  })

  it('offers the categories the server accepts, in Chinese and in English', async () => {
    const { page } = await openForm()
    const topics = Array.from(page.container.querySelectorAll('[data-topic]')).map((e) =>
      e.getAttribute('data-topic'),
    )
    expect(topics).toEqual(['bug', 'suggestion', 'content', 'account', 'other'])
    expect(page.text()).toContain('遇到问题或有建议，欢迎联系我们。')
    expect(page.text()).toContain('功能异常')
    expect(page.platform.calls).toContainEqual({ method: 'setTitle', title: '联系我们' })
    const en = await openForm('en')
    expect(en.page.text()).toContain('Something is broken')
  })

  it('explains a missing category and a too short text, and sends nothing', async () => {
    const { form } = await openForm()
    await form.typeText('白屏了')
    await form.submit()
    expect(form.errorOf('topic')).toBe('请选择反馈类型')
    expect(form.errorOf('text')).toBe('描述至少需要 5 个字')
    expect(mockedSend).not.toHaveBeenCalled()
  })

  it('keeps the message when the network fails, and sends it on retry to a result with done', async () => {
    mockedSend.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue({ id: 7 })
    const { page, form } = await openForm()
    page.platform.photos.nextPick = [fakePhoto(1)]
    await form.chooseTopic('bug')
    await form.typeText('地图页面一直白屏')
    await form.addPhoto()
    await waitFor(() => expect(form.photoStates()).toEqual(['uploaded']))
    await form.submit()
    await waitFor(() => expect(form.errorOf('submit')).toContain('Network Error'))
    const stored = JSON.parse((await page.platform.storage.getItem(draftKey('app'))) ?? '{}')
    expect(stored).toMatchObject({
      fields: { topic: 'bug', text: '地图页面一直白屏' },
      photoUrls: [fakeUploadUrl(1)],
    })

    await form.submit()
    await waitFor(() => expect(page.text()).toContain('我们已收到你的反馈'))
    expect(mockedSend).toHaveBeenLastCalledWith({
      category: 'bug',
      text: '地图页面一直白屏',
      photos: [fakeUploadUrl(1)],
    })
    expect(await page.platform.storage.getItem(draftKey('app'))).toBeNull()
    expect(form.$('[data-action="back-to-journey"]')).toBeNull()
    await form.click('[data-action="done"]')
    expect(page.platform.calls).toContainEqual({ method: 'close' })
  })

  it('shows a failed upload with the server’s reason and lets the traveller remove it', async () => {
    const { page, form } = await openForm()
    page.platform.photos.respond = () =>
      Promise.reject(new Error('only jpeg, png, webp and gif images are accepted'))
    page.platform.photos.nextPick = [fakePhoto(1)]
    await form.addPhoto()
    await waitFor(() => expect(form.photoStates()).toEqual(['failed']))
    expect(form.$('[data-photo="failed"] [data-reason]')?.getAttribute('data-reason')).toContain('only jpeg')
    await form.click('[data-action="remove-photo"]')
    expect(form.photoStates()).toEqual([])
  })
})
