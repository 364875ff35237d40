import { describePhotoContract, type PhotoDriver } from './contracts/photos.contract'

// Mini-programs choose and upload through the vendor's APIs; this stand-in answers like one.
const mockMini = {
  next: { choose: 0, cancel: false },
  answer: { statusCode: 200, data: '{}' } as { statusCode: number; data: string } | 'hang',
  progress: [] as Array<(p: { progress: number }) => void>,
  aborted: 0,
  chooseImage: jest.fn(async ({ count }: { count: number }) => {
    if (mockMini.next.cancel) throw { errMsg: 'chooseImage:fail cancel' }
    const n = Math.min(count, mockMini.next.choose)
    return {
      tempFiles: Array.from({ length: n }, (_, i) => ({
        path: `wxfile://tmp/photo-${i}.jpg`,
        size: 1000 + i,
      })),
    }
  }),
  uploadFile: jest.fn((opts: { success: (r: unknown) => void; fail: (e: unknown) => void }) => {
    const answer = mockMini.answer
    if (answer !== 'hang') setTimeout(() => opts.success(answer), 0)
    return {
      abort: () => void mockMini.aborted++,
      onProgressUpdate: (cb: (p: { progress: number }) => void) => void mockMini.progress.push(cb),
    }
  }),
}
// The factory runs before this file's constants exist, so the stand-in is filled in below.
jest.mock('@tarojs/taro', () => ({ __esModule: true, default: {} }))
// eslint-disable-next-line @typescript-eslint/no-var-requires
Object.assign((require('@tarojs/taro') as { default: object }).default, mockMini)

// eslint-disable-next-line import/first
import { createWebPhotos } from '../web/photos'
// eslint-disable-next-line import/first
import { miniPhotos } from '../mini/photos'
// eslint-disable-next-line import/first
import { createFakePhotos, fakePhoto } from '../fake/photos'

// jsdom has no object URLs; browsers do.
let objectUrls = 0
URL.createObjectURL = () => `blob:photo-${++objectUrls}`

/** The web picker under jsdom: the file input's click is where the browser would open its chooser. */
function webDriver(): PhotoDriver {
  const next = { choose: 0, cancel: false }
  jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(function (this: HTMLInputElement) {
    if (next.cancel) return void this.dispatchEvent(new Event('cancel'))
    const files = Array.from(
      { length: next.choose },
      (_, i) => new File([new Uint8Array([0x89, 0x50])], `photo-${i}.png`, { type: 'image/png' }),
    )
    Object.defineProperty(this, 'files', { value: files, configurable: true })
    this.dispatchEvent(new Event('change'))
  })
  return {
    photos: createWebPhotos(document),
    willChoose: (n) => Object.assign(next, { choose: n, cancel: false }),
    willCancel: () => Object.assign(next, { cancel: true }),
    serverAnswers: () => undefined,
  }
}

function miniDriver(): PhotoDriver {
  return {
    photos: miniPhotos,
    willChoose: (n) => Object.assign(mockMini.next, { choose: n, cancel: false }),
    willCancel: () => Object.assign(mockMini.next, { cancel: true }),
    serverAnswers: (a) => {
      mockMini.answer = a.ok
        ? { statusCode: 200, data: JSON.stringify(a.body) }
        : {
            statusCode: a.status,
            data: JSON.stringify({ code: 41300, msg: a.msg, success: false, data: null }),
          }
    },
  }
}

function fakeDriver(): PhotoDriver {
  const photos = createFakePhotos()
  let answer: Parameters<PhotoDriver['serverAnswers']>[0] = { ok: true, body: {} }
  photos.respond = async () => {
    if (!answer.ok) throw new Error(answer.msg)
    return answer.body
  }
  return {
    photos,
    willChoose: (n) => (photos.nextPick = Array.from({ length: n }, (_, i) => fakePhoto(i + 1))),
    willCancel: () => (photos.nextPick = []),
    serverAnswers: (a) => (answer = a),
  }
}

afterEach(() => {
  jest.restoreAllMocks()
  mockMini.answer = { statusCode: 200, data: '{}' }
  mockMini.progress = []
  mockMini.aborted = 0
})

describePhotoContract('web', webDriver)
describePhotoContract('mini', miniDriver)
describePhotoContract('fake', fakeDriver)

describe('web photos', () => {
  it('offers only the accepted image types and removes its file input afterwards', async () => {
    const driver = webDriver()
    let accept = ''
    const click = HTMLInputElement.prototype.click as jest.Mock
    const original = click.getMockImplementation()!
    click.mockImplementation(function (this: HTMLInputElement) {
      accept = this.accept
      original.call(this)
    })
    driver.willChoose(1)
    await driver.photos.pick(6)
    expect(accept).toBe('image/jpeg,image/png,image/webp,image/gif')
    expect(document.querySelector('[data-photo-picker]')).toBeNull()
  })

  it('leaves at most one file input behind when a browser never says the chooser was dismissed', async () => {
    const photos = createWebPhotos(document)
    jest.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined)
    void photos.pick(1)
    void photos.pick(1)
    expect(document.querySelectorAll('input[data-photo-picker]')).toHaveLength(1)
    document.querySelector('input[data-photo-picker]')?.remove()
  })

  it('sends the chosen file itself in the named multipart field', async () => {
    const driver = webDriver()
    driver.willChoose(1)
    const [photo] = await driver.photos.pick(1)
    let sent: FormData | undefined
    await driver.photos.upload(photo, {
      url: '/api/v1/upload/image',
      field: 'file',
      timeoutMs: 60_000,
      sendForm: async (form) => {
        sent = form
        return {}
      },
    })
    const file = sent?.get('file') as File
    expect(file.name).toBe('photo-0.png')
    expect(file.size).toBe(2)
  })

  it('refuses to upload a photo it never picked', async () => {
    await expect(
      webDriver().photos.upload(fakePhoto(9), {
        url: '/x',
        field: 'file',
        timeoutMs: 1000,
        sendForm: async () => ({}),
      }),
    ).rejects.toMatchObject({ code: 'ERR_INVALID_ARGUMENT' })
  })
})

describe('mini photos', () => {
  const target = {
    url: 'https://api.trip.example/api/v1/upload/image',
    field: 'file',
    headers: { Authorization: 'sid-1' },
    timeoutMs: 60_000,
    sendForm: () => Promise.reject(new Error('mini-programs have no FormData')),
  }

  it('asks the vendor for the 60 s timeout, the field and the session header', async () => {
    mockMini.answer = { statusCode: 200, data: '{"url":"/u.png"}' }
    await miniPhotos.upload({ previewUrl: 'wxfile://tmp/a.jpg', name: 'a.jpg' }, target)
    expect(mockMini.uploadFile).toHaveBeenLastCalledWith(
      expect.objectContaining({
        url: target.url,
        filePath: 'wxfile://tmp/a.jpg',
        name: 'file',
        header: { Authorization: 'sid-1' },
        timeout: 60_000,
      }),
    )
  })

  it('reports upload progress as a fraction', async () => {
    mockMini.answer = 'hang'
    const seen: number[] = []
    void miniPhotos
      .upload(
        { previewUrl: 'wxfile://tmp/a.jpg', name: 'a.jpg' },
        { ...target, timeoutMs: 50, onProgress: (p) => seen.push(p) },
      )
      .catch(() => undefined)
    mockMini.progress[0]({ progress: 40 })
    expect(seen).toEqual([0.4])
  })

  it('gives up and aborts after the timeout even when the vendor never answers', async () => {
    jest.useFakeTimers()
    mockMini.answer = 'hang'
    const upload = miniPhotos.upload({ previewUrl: 'wxfile://tmp/a.jpg', name: 'a.jpg' }, target)
    jest.advanceTimersByTime(60_000)
    await expect(upload).rejects.toThrow('timeout of 60000 ms exceeded')
    expect(mockMini.aborted).toBe(1)
    jest.useRealTimers()
  })

  it('turns a vendor failure into a PlatformError', async () => {
    mockMini.uploadFile.mockImplementationOnce((opts: { fail: (e: unknown) => void }) => {
      opts.fail({ errMsg: 'uploadFile:fail network' })
      return { abort: () => undefined, onProgressUpdate: () => undefined }
    })
    await expect(
      miniPhotos.upload({ previewUrl: 'wxfile://tmp/a.jpg', name: 'a.jpg' }, target),
    ).rejects.toMatchObject({ name: 'PlatformError', message: 'uploadFile:fail network' })
  })
})
