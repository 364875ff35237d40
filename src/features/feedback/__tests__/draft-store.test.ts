import { createFakePlatform } from '@/platform/fake'
import type { StorageAdapter } from '@/platform'
import { createDraftStore, draftKey, parseDraft } from '../draft-store'

const URL_1 = `/api/v1/media/upload/${'a'.repeat(32)}.png`
const fields = { topic: 'closed', text: '周一闭馆', contact: '' }

describe('the feedback draft', () => {
  it('keeps one draft per place and one for contact us', () => {
    expect(draftKey('poi', '1')).not.toBe(draftKey('poi', '2'))
    expect(draftKey('app')).not.toBe(draftKey('poi', '1'))
  })

  it('survives a round trip through storage and is gone once cleared', async () => {
    const { storage } = createFakePlatform()
    const store = createDraftStore(storage, draftKey('poi', '1'))
    await store.save({ fields, photoUrls: [URL_1] })
    expect(await createDraftStore(storage, draftKey('poi', '1')).load()).toEqual({
      fields,
      photoUrls: [URL_1],
    })
    expect(await createDraftStore(storage, draftKey('poi', '2')).load()).toBeNull()
    await store.clear()
    expect(await store.load()).toBeNull()
  })

  it('removes the stored draft when the form is emptied again', async () => {
    const { storage } = createFakePlatform()
    const store = createDraftStore(storage, 'k')
    await store.save({ fields, photoUrls: [] })
    await store.save({ fields: { topic: '', text: '  ', contact: '' }, photoUrls: [] })
    expect(await storage.getItem('k')).toBeNull()
  })

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ v: 2, fields, photoUrls: [] })],
    ['missing fields', JSON.stringify({ v: 1, photoUrls: [] })],
    ['a field of the wrong type', JSON.stringify({ v: 1, fields: { ...fields, text: 3 }, photoUrls: [] })],
  ])('treats %s as no draft', (_name, raw) => {
    expect(parseDraft(raw)).toBeNull()
  })

  it('drops photo addresses the server did not issue', () => {
    const raw = JSON.stringify({ v: 1, fields, photoUrls: [URL_1, 'https://evil.example/a.png', 7] })
    expect(parseDraft(raw)?.photoUrls).toEqual([URL_1])
  })

  it('loses only the draft, never the form, when storage fails', async () => {
    const broken: StorageAdapter = {
      getItem: () => Promise.reject(new Error('quota')),
      setItem: () => Promise.reject(new Error('quota')),
      removeItem: () => Promise.reject(new Error('quota')),
    }
    const store = createDraftStore(broken, 'k')
    await expect(store.save({ fields, photoUrls: [] })).resolves.toBeUndefined()
    await expect(store.load()).resolves.toBeNull()
    await expect(store.clear()).resolves.toBeUndefined()
  })
})
