import { act, waitFor } from '@testing-library/react'
import { render } from '@tarojs/test-utils-react/dist/pure'
import { setPlatform } from '@/platform'
import { createFakePlatform, type FakePlatform } from '@/platform/fake'
import { fakePhoto, fakeUploadUrl } from '@/platform/fake/photos'
import { useLocaleStore } from '@/i18n/locale-store'
import { PhotoGrid, uploadedUrls, usePhotoUploads, type PhotoUploads } from '..'

let platform: FakePlatform
beforeEach(() => {
  platform = createFakePlatform()
  setPlatform(platform)
  useLocaleStore.getState().setLocale('zh-CN')
})

function mount(max: number) {
  const seen: { current?: PhotoUploads } = {}
  function Probe() {
    const uploads = usePhotoUploads(max)
    seen.current = uploads
    return (
      <PhotoGrid
        photos={uploads.photos}
        max={max}
        onAdd={() => void uploads.add()}
        onRemove={uploads.remove}
        onRetry={uploads.retry}
        trackPrefix='test'
        moduleKey='test_module'
      />
    )
  }
  const { container } = render(<Probe />, {})
  const click = (selector: string) =>
    act(async () => {
      container.querySelector(selector)!.dispatchEvent(new MouseEvent('click', { bubbles: true }))
      await new Promise((resolve) => setTimeout(resolve, 10))
    })
  const states = () =>
    Array.from(container.querySelectorAll('[data-photo]')).map((e) => e.getAttribute('data-photo'))
  return { container, seen, click, states }
}

describe('the shared photo picker', () => {
  it('uploads each picked photo at once and keeps the URL the server issued', async () => {
    platform.photos.nextPick = [fakePhoto(1), fakePhoto(2)]
    const grid = mount(9)
    await grid.click('[data-action="add-photo"]')
    await waitFor(() => expect(grid.states()).toEqual(['uploaded', 'uploaded']))
    expect(uploadedUrls(grid.seen.current!.photos)).toEqual([fakeUploadUrl(1), fakeUploadUrl(2)])
    expect(grid.container.querySelector('[role="group"]')?.getAttribute('aria-label')).toBe('已选图片 2/9')
  })

  it('asks the platform for no more than the room left, and drops the add tile when full', async () => {
    platform.photos.nextPick = [fakePhoto(1), fakePhoto(2), fakePhoto(3)]
    const grid = mount(2)
    await grid.click('[data-action="add-photo"]')
    await waitFor(() => expect(grid.states()).toEqual(['uploaded', 'uploaded']))
    expect(grid.container.querySelector('[data-action="add-photo"]')).toBeNull()
  })

  it('shows a failed upload with a retry that uploads it again, and removes a photo', async () => {
    platform.photos.nextPick = [fakePhoto(1)]
    platform.photos.respond = async () => {
      throw new Error('only jpeg, png, webp or gif')
    }
    const grid = mount(9)
    await grid.click('[data-action="add-photo"]')
    await waitFor(() => expect(grid.states()).toEqual(['failed']))
    expect(grid.container.querySelector('[data-reason]')?.getAttribute('data-reason')).toContain('only jpeg')
    platform.photos.respond = async () => ({ url: fakeUploadUrl(5) })
    await grid.click('[data-action="retry-photo"]')
    await waitFor(() => expect(grid.states()).toEqual(['uploaded']))
    expect(uploadedUrls(grid.seen.current!.photos)).toEqual([fakeUploadUrl(5)])
    await grid.click('[data-action="remove-photo"]')
    expect(grid.states()).toEqual([])
  })

  it('refuses a photo over 5 MB before uploading and says which', async () => {
    platform.photos.nextPick = [{ ...fakePhoto(1), size: 6 * 1024 * 1024 }]
    const grid = mount(9)
    await grid.click('[data-action="add-photo"]')
    expect(grid.states()).toEqual([])
    expect(platform.photos.uploads).toHaveLength(0)
    expect(platform.calls).toContainEqual({ method: 'toast', message: 'photo-1.png 超过 5 MB，请换一张' })
  })

  it('tracks its controls under the form’s prefix and module', async () => {
    platform.photos.nextPick = [fakePhoto(1)]
    const grid = mount(9)
    const add = grid.container.querySelector('[data-action="add-photo"]')!
    expect([add.getAttribute('data-track-key'), add.getAttribute('data-track-module')]).toEqual([
      'test_photo_add',
      'test_module',
    ])
    await grid.click('[data-action="add-photo"]')
    await waitFor(() => expect(grid.states()).toEqual(['uploaded']))
    const remove = grid.container.querySelector('[data-action="remove-photo"]')!
    expect(remove.getAttribute('data-track-key')).toBe('test_photo_remove')
    expect(remove.getAttribute('aria-label')).toBe('删除图片')
  })
})
