import type { PhotoAdapter, PhotoUploadTarget } from '../../types'

/** Drives an implementation as a user and a server would: choosing files, backing out, answering uploads. */
export interface PhotoDriver {
  photos: PhotoAdapter
  /** The user will choose this many images at the next pick. */
  willChoose(count: number): void
  willCancel(): void
  /** The upload endpoint's next answer: a JSON body, or a refusal with this status and message. */
  serverAnswers(answer: { ok: true; body: unknown } | { ok: false; status: number; msg: string }): void
}

const target = (answer?: unknown): PhotoUploadTarget => ({
  url: 'https://api.trip.example/api/v1/upload/image',
  field: 'file',
  timeoutMs: 60_000,
  // The web sends through the request client; the driver's answer stands in for the server there too.
  sendForm: () => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)),
  headers: {},
})

/** What every photo implementation promises (issue 7), whatever the platform. */
export function describePhotoContract(label: string, make: () => PhotoDriver) {
  describe(`${label} photos`, () => {
    it('hands back at most as many photos as asked for, each with a preview and a name', async () => {
      const driver = make()
      driver.willChoose(3)
      const picked = await driver.photos.pick(2)
      expect(picked).toHaveLength(2)
      for (const p of picked) {
        expect(p.previewUrl).toEqual(expect.any(String))
        expect(p.name).toEqual(expect.any(String))
      }
    })

    it('hands back no photo when the user backs out', async () => {
      const driver = make()
      driver.willCancel()
      await expect(driver.photos.pick(6)).resolves.toEqual([])
    })

    it.each([[0], [-1], [1.5]])('refuses to pick %p photos', async (max) => {
      await expect(make().photos.pick(max)).rejects.toMatchObject({ code: 'ERR_INVALID_ARGUMENT' })
    })

    it("resolves an upload with the endpoint's answer", async () => {
      const driver = make()
      driver.willChoose(1)
      const [photo] = await driver.photos.pick(1)
      const body = { url: `/api/v1/media/upload/${'b'.repeat(32)}.png`, mime: 'image/png', size: 9 }
      driver.serverAnswers({ ok: true, body })
      await expect(driver.photos.upload(photo, target(body))).resolves.toEqual(body)
    })

    it('rejects an upload the endpoint refuses, with its message', async () => {
      const driver = make()
      driver.willChoose(1)
      const [photo] = await driver.photos.pick(1)
      driver.serverAnswers({ ok: false, status: 413, msg: 'the image is larger than 5 MB' })
      await expect(
        driver.photos.upload(photo, target(new Error('the image is larger than 5 MB'))),
      ).rejects.toThrow('the image is larger than 5 MB')
    })
  })
}
