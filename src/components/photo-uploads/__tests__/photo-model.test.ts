import { photosProblem, uploadedUrlOf, uploadedUrls, type PhotoItem } from '..'

const photo = (status: PhotoItem['status'], url?: string): PhotoItem => ({
  id: status,
  previewUrl: 'blob:x',
  name: 'x.png',
  status,
  progress: status === 'uploaded' ? 1 : 0,
  url,
})
const ISSUED = `/api/v1/media/upload/${'a'.repeat(32)}.png`

describe('the picked photos', () => {
  it('sends only the URLs of uploaded photos', () => {
    expect(uploadedUrls([photo('uploaded', '/a.png'), photo('failed'), photo('uploading')])).toEqual([
      '/a.png',
    ])
  })

  it.each([
    [[], null],
    [[photo('uploaded', '/u/1.png')], null],
    [[photo('failed'), photo('uploading')], 'uploading'],
    [[photo('uploaded', '/u/1.png'), photo('failed')], 'failed'],
  ] as const)('photos %# hold the form back for %p', (photos, problem) => {
    expect(photosProblem(photos)).toBe(problem)
  })
})

describe("the upload's answer", () => {
  it('gives the issued URL whether the envelope was unwrapped (web) or not (mini)', () => {
    expect(uploadedUrlOf({ url: ISSUED, mime: 'image/png', size: 1 })).toBe(ISSUED)
    expect(uploadedUrlOf({ code: 0, msg: 'ok', success: true, data: { url: ISSUED } })).toBe(ISSUED)
  })

  it.each([[{}], [null], [{ url: 'https://evil.example/a.png' }], [{ data: { url: 7 }, success: true }]])(
    'refuses an answer without an issued image address: %p',
    (answer) => {
      expect(() => uploadedUrlOf(answer)).toThrow('the upload answered without an image address')
    },
  )
})
