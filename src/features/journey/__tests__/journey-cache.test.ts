import { createFakePlatform } from '@/platform/fake'
import type { StorageAdapter } from '@/platform'
import { createJourneyCache, OFFLINE_JOURNEYS } from '../api/journey-cache'
import type { JourneyDetail } from '../model'
import fixture from './fixtures/journey-1.json'

const journey = (id: number) => ({ ...(fixture as JourneyDetail), id })
const at = new Date('2026-04-03T08:30:00.000Z')

function setup(storage: StorageAdapter = createFakePlatform().storage) {
  return { storage, cache: createJourneyCache(storage, () => at) }
}

describe('the offline journey cache', () => {
  it('gives back a saved journey with the time it was saved', async () => {
    const { cache } = setup()
    await cache.save('1', journey(1))
    await expect(cache.load('1')).resolves.toEqual({ journey: journey(1), savedAt: at.toISOString() })
  })

  it('has nothing for a journey never opened', async () => {
    await expect(setup().cache.load('42')).resolves.toBeNull()
  })

  it(`keeps only the last ${OFFLINE_JOURNEYS} journeys opened, dropping the oldest`, async () => {
    const { cache } = setup()
    for (let id = 1; id <= OFFLINE_JOURNEYS + 1; id++) await cache.save(String(id), journey(id))
    await expect(cache.load('1')).resolves.toBeNull()
    for (let id = 2; id <= OFFLINE_JOURNEYS + 1; id++)
      await expect(cache.load(String(id))).resolves.not.toBeNull()
  })

  it('counts a journey opened again as the newest', async () => {
    const { cache } = setup()
    for (let id = 1; id <= OFFLINE_JOURNEYS; id++) await cache.save(String(id), journey(id))
    await cache.save('1', journey(1))
    await cache.save('99', journey(99))
    await expect(cache.load('1')).resolves.not.toBeNull()
    await expect(cache.load('2')).resolves.toBeNull()
  })

  it('forgets a journey that was deleted or made private', async () => {
    const { cache } = setup()
    await cache.save('1', journey(1))
    await cache.forget('1')
    await expect(cache.load('1')).resolves.toBeNull()
  })

  it.each([['not json'], ['{"journey":null}'], ['{"journey":{"id":1}}'], ['[]']])(
    'ignores a damaged entry %p instead of failing',
    async (raw) => {
      const { storage, cache } = setup()
      await storage.setItem('journey-cache:1', raw)
      await expect(cache.load('1')).resolves.toBeNull()
    },
  )

  it('never fails the page when storage is full', async () => {
    const full: StorageAdapter = {
      getItem: async () => null,
      setItem: async () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: async () => undefined,
    }
    await expect(setup(full).cache.save('1', journey(1))).resolves.toBeUndefined()
  })
})
