import { act, waitFor } from '@testing-library/react'
import { createFakePlatform } from '@/platform/fake'
import { fakePhoto, fakeUploadUrl } from '@/platform/fake/photos'
import { getPlaceFeedbackContext, UnknownPlaceError } from '@/features/feedback/api/place-context'
import { sendPoiFeedback } from '@/features/feedback/api/send-feedback'
import { draftKey } from '@/features/feedback/draft-store'
import { formDriver } from '@/features/feedback/__tests__/form-driver'
import PoiFeedbackPage from '../index'
import { renderPage } from '../../../../../tests/jest/render-page'

jest.mock('@/features/feedback/api/place-context', () => {
  const actual = jest.requireActual('@/features/feedback/api/place-context')
  return { ...actual, getPlaceFeedbackContext: jest.fn() }
})
jest.mock('@/features/feedback/api/send-feedback', () =>
  jest.requireActual('@/features/feedback/__tests__/form-driver').sendFeedbackMocks(),
)
// A page reload is a second render on the same device: this lets a test hand over the first platform.
jest.mock('@/platform/fake', () =>
  jest.requireActual('@/features/feedback/__tests__/form-driver').reloadableFakePlatformModule(),
)

const mockedContext = getPlaceFeedbackContext as jest.MockedFunction<typeof getPlaceFeedbackContext>
const mockedSend = sendPoiFeedback as jest.MockedFunction<typeof sendPoiFeedback>
const mockedCreatePlatform = createFakePlatform as jest.MockedFunction<typeof createFakePlatform>

const CONTEXT = {
  place: { id: 12, name: '浅草寺', nameEn: 'Senso-ji' },
  scenes: [
    { key: 'wrong_info', title: '信息有误', titleEn: 'Wrong information' },
    { key: 'closed', title: '已关闭或停业', titleEn: 'Closed' },
  ],
}

const open = (params: Record<string, string> = { placeId: '12' }, locale: 'zh-CN' | 'en' = 'zh-CN') =>
  renderPage(PoiFeedbackPage, { path: '/poi/feedback', params, locale })

async function openForm(params?: Record<string, string>) {
  const page = await open(params)
  await waitFor(() => expect(page.text()).toContain('浅草寺'))
  return { page, form: formDriver(page) }
}

beforeEach(() => {
  mockedContext.mockReset()
  mockedSend.mockReset()
  mockedContext.mockResolvedValue(CONTEXT)
})

describe('the place feedback page', () => {
  it('shows the loading state while the place is fetched', async () => {
    mockedContext.mockReturnValue(new Promise(() => undefined))
    const page = await open()
    expect(page.container.querySelector('.state--loading')).not.toBeNull()
    expect(mockedContext).toHaveBeenCalledWith('12')
  })

  it('names the place and offers the server’s scenes in Chinese', async () => {
    const { page } = await openForm()
    expect(page.container.querySelector('[data-place-name]')?.textContent).toContain('浅草寺')
    expect(page.text()).toContain('信息有误')
    expect(page.text()).toContain('已关闭或停业')
    expect(page.platform.calls).toContainEqual({ method: 'setTitle', title: '地点反馈' })
  })

  it('speaks English with the English place name and scenes', async () => {
    const page = await open({ placeId: '12' }, 'en')
    await waitFor(() => expect(page.text()).toContain('Senso-ji'))
    expect(page.text()).toContain('Wrong information')
    expect(page.text()).toContain('Send feedback')
  })

  it.each([[{}], [{ placeId: 'abc' }], [{ placeId: '0' }]])(
    'says the place is missing for %p',
    async (params) => {
      const page = await open(params)
      expect(page.text()).toContain('链接里没有要反馈的地点')
      expect(mockedContext).not.toHaveBeenCalled()
    },
  )

  it('says an unknown place does not exist, without a pointless retry', async () => {
    mockedContext.mockRejectedValue(new UnknownPlaceError('999'))
    const page = await open({ placeId: '999' })
    await waitFor(() => expect(page.text()).toContain('没有找到这个地点'))
    expect(page.container.querySelector('.state__retry')).toBeNull()
  })

  it('offers a retry when loading fails, and the retry shows the form', async () => {
    mockedContext.mockRejectedValueOnce(new Error('Network Error'))
    const page = await open()
    await waitFor(() => expect(page.text()).toContain('Network Error'))
    await formDriver(page).click('.state__retry')
    await waitFor(() => expect(page.text()).toContain('浅草寺'))
  })

  it('explains every missing field on send and sends nothing', async () => {
    const { form } = await openForm()
    await form.submit()
    expect(form.errorOf('topic')).toBe('请选择问题类型')
    expect(form.errorOf('text')).toBe('请填写详细描述')
    expect(mockedSend).not.toHaveBeenCalled()
    await form.chooseTopic('closed')
    await form.typeText('关')
    expect(form.errorOf('topic')).toBeNull()
    expect(form.errorOf('text')).toBe('描述至少需要 2 个字')
  })

  it('checks the contact once the traveller leaves the field', async () => {
    const { form } = await openForm()
    await form.typeContact('call me')
    expect(form.errorOf('contact')).toBeNull()
    await form.leaveContact()
    expect(form.errorOf('contact')).toBe('请填写正确的手机号或邮箱')
    await form.typeContact('13800138000')
    expect(form.errorOf('contact')).toBeNull()
  })

  it('counts the characters typed against the limit', async () => {
    const { page, form } = await openForm()
    await form.typeText('周一闭馆')
    expect(page.container.querySelector('[data-counter]')?.textContent).toBe('4/500')
  })

  it('sends the scene, text, contact and uploaded photo, then shows the result and forgets the draft', async () => {
    mockedSend.mockResolvedValue({ id: 41 })
    const { page, form } = await openForm({ placeId: '12', journeyId: '3' })
    page.platform.photos.nextPick = [fakePhoto(1)]
    await form.chooseTopic('closed')
    await form.typeText('  周一闭馆  ')
    await form.typeContact('mia@trip.example')
    await form.addPhoto()
    await waitFor(() => expect(form.photoStates()).toEqual(['uploaded']))
    await form.submit()
    await waitFor(() => expect(page.container.querySelector('[data-result="sent"]')).not.toBeNull())
    expect(mockedSend).toHaveBeenCalledWith({
      placeId: 12,
      scene: 'closed',
      text: '周一闭馆',
      photos: [fakeUploadUrl(1)],
      contact: 'mia@trip.example',
    })
    expect(page.text()).toContain('感谢你的反馈')
    expect(page.text()).toContain('浅草寺')
    expect(page.text()).toContain('反馈编号 41')
    expect(await page.platform.storage.getItem(draftKey('poi', '12'))).toBeNull()
    await form.click('[data-action="back-to-journey"]')
    expect(page.platform.calls.some((c) => c.target?.prettyPath.includes('/journey/detail/3'))).toBe(true)
  })

  it('keeps everything and offers to send again when the network fails mid-send', async () => {
    mockedSend.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValue({ id: 42 })
    const { page, form } = await openForm()
    await form.chooseTopic('wrong_info')
    await form.typeText('电话号码不对')
    await form.submit()
    await waitFor(() => expect(form.errorOf('submit')).toContain('Network Error'))
    expect(page.text()).toContain('重新提交')
    expect(await form.textValue()).toBe('电话号码不对')
    const stored = JSON.parse((await page.platform.storage.getItem(draftKey('poi', '12'))) ?? '{}')
    expect(stored.fields).toMatchObject({ topic: 'wrong_info', text: '电话号码不对' })
    await form.submit()
    await waitFor(() => expect(page.text()).toContain('反馈编号 42'))
  })

  it('restores the unsent draft, photos included, after a reload', async () => {
    const first = await openForm()
    first.page.platform.photos.nextPick = [fakePhoto(1)]
    await first.form.chooseTopic('closed')
    await first.form.typeText('已经搬走了')
    await first.form.addPhoto()
    await waitFor(() => expect(first.form.photoStates()).toEqual(['uploaded']))
    await first.form.flush()

    mockedCreatePlatform.mockReturnValueOnce(first.page.platform)
    const { page, form } = await openForm()
    expect(page.container.querySelector('[data-notice="restored"]')).not.toBeNull()
    expect(await form.textValue()).toBe('已经搬走了')
    expect(page.container.querySelector('[data-topic="closed"]')?.getAttribute('aria-checked')).toBe('true')
    expect(form.photoStates()).toEqual(['uploaded'])
  })

  it('holds the send while a photo uploads, and shows a failed upload with a working retry', async () => {
    const { page, form } = await openForm()
    let finish: (answer: unknown) => void = () => undefined
    page.platform.photos.respond = () => new Promise((resolve) => (finish = resolve))
    page.platform.photos.nextPick = [fakePhoto(1)]
    await form.chooseTopic('closed')
    await form.typeText('门口在施工')
    await form.addPhoto()
    expect(form.photoStates()).toEqual(['uploading'])
    expect(form.submitDisabled()).toBe(true)

    await act(async () => finish(Promise.reject(new Error('timeout of 60000 ms exceeded'))))
    await waitFor(() => expect(form.photoStates()).toEqual(['failed']))
    expect(page.text()).toContain('上传失败')
    await form.submit()
    expect(form.errorOf('photos')).toBe('有图片上传失败，请重试或删除')
    expect(mockedSend).not.toHaveBeenCalled()

    page.platform.photos.respond = async () => ({ url: fakeUploadUrl(7) })
    await form.click('[data-action="retry-photo"]')
    await waitFor(() => expect(form.photoStates()).toEqual(['uploaded']))
    expect(form.submitDisabled()).toBe(false)
  })

  it('removes a photo and offers no add tile once six are attached', async () => {
    const { page, form } = await openForm()
    page.platform.photos.nextPick = [1, 2, 3, 4, 5, 6].map(fakePhoto)
    await form.addPhoto()
    await waitFor(() => expect(form.photoStates()).toHaveLength(6))
    expect(form.$('[data-action="add-photo"]')).toBeNull()
    await form.click('[data-action="remove-photo"]')
    expect(form.photoStates()).toHaveLength(5)
    expect(form.$('[data-action="add-photo"]')).not.toBeNull()
  })

  it('asks the platform for only as many photos as there is room for, and refuses oversize ones', async () => {
    const { page, form } = await openForm()
    const pick = jest.spyOn(page.platform.photos, 'pick')
    page.platform.photos.nextPick = [fakePhoto(1), { ...fakePhoto(2), size: 6 * 1024 * 1024 }]
    await form.addPhoto()
    expect(pick).toHaveBeenLastCalledWith(6)
    await waitFor(() => expect(form.photoStates()).toEqual(['uploaded']))
    expect(page.platform.calls).toContainEqual({
      method: 'toast',
      message: 'photo-2.png 超过 5 MB，请换一张',
    })
    await form.addPhoto()
    expect(pick).toHaveBeenLastCalledWith(5)
  })
})
