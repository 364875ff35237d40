import { setPlatform, PlatformError, PLATFORM_ERROR_CODES } from '@/platform'
import { createFakePlatform, type FakePlatform } from '@/platform/fake'
import { ClientError, CLIENT_ERROR_CODES } from '@/services/http'
import { getShareInfo } from '../api/get-share-info'
import { shareOn } from '../api/share-on'

jest.mock('../api/get-share-info', () => ({ getShareInfo: jest.fn() }))
const mockedInfo = getShareInfo as jest.MockedFunction<typeof getShareInfo>
const INFO = {
  title: '东京五日',
  desc: '浅草到涩谷',
  link: '/web/journey/detail/1?source=share&channel=friend',
  imageUrl: '/api/v1/media/journey/1.svg',
  miniProgramPath: 'pages/journey/detail/index?id=1',
  shares: 3,
}
const POSTER = 'data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E'
const origin = window.location.origin

let platform: FakePlatform
beforeEach(() => {
  platform = createFakePlatform()
  setPlatform(platform)
  mockedInfo.mockReset().mockResolvedValue(INFO)
})

describe('sharing on a channel', () => {
  it('shares to a friend with the absolute link, the image and the mini-program path', async () => {
    await expect(shareOn('friend', '1', POSTER)).resolves.toBe('shared')
    expect(mockedInfo).toHaveBeenCalledWith('1', 'friend')
    expect(platform.calls).toContainEqual({
      method: 'share',
      content: {
        title: '东京五日',
        text: '浅草到涩谷',
        url: `${origin}/web/journey/detail/1?source=share&channel=friend`,
        imageUrl: `${origin}/api/v1/media/journey/1.svg`,
        miniProgramPath: '/pages/journey/detail/index?id=1',
      },
    })
  })

  it('copies the absolute link', async () => {
    await expect(shareOn('link', '1', POSTER)).resolves.toBe('copied')
    expect(platform.calls).toContainEqual({ method: 'copy', text: `${origin}${INFO.link}` })
  })

  it('saves the poster image', async () => {
    await expect(shareOn('image', '1', POSTER)).resolves.toBe('saved')
    expect(platform.calls).toContainEqual({ method: 'saveImage', url: POSTER })
  })

  it.each(['guide', 'menu'] as const)('asks for the guide when the platform answers %s', async (status) => {
    platform.share.share = async () => ({ status })
    await expect(shareOn('moments', '1', POSTER)).resolves.toBe('guide')
  })

  it('reports a cancelled photo permission as cancelled, not failed', async () => {
    platform.images.save = async () => {
      throw new PlatformError(PLATFORM_ERROR_CODES.CANCELLED, 'no')
    }
    await expect(shareOn('image', '1', POSTER)).resolves.toBe('cancelled')
  })

  it('reports a failure when the share content cannot be loaded', async () => {
    mockedInfo.mockRejectedValue(new ClientError(CLIENT_ERROR_CODES.NETWORK, 'Network Error'))
    await expect(shareOn('link', '1', POSTER)).resolves.toBe('failed')
    expect(platform.calls.some((c) => c.method === 'copy')).toBe(false)
  })
})
