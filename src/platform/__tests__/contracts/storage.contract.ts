import { PlatformError } from '../../errors'
import type { StorageAdapter } from '../../types'

export function describeStorageContract(label: string, make: () => StorageAdapter) {
  describe(`${label} storage`, () => {
    it('reads back what it stored', async () => {
      const storage = make()
      await storage.setItem('contract-key', '东京 · 5 days')
      expect(await storage.getItem('contract-key')).toBe('东京 · 5 days')
    })

    it('answers null for a key never stored', async () => {
      expect(await make().getItem('contract-missing')).toBeNull()
    })

    it('forgets a removed key', async () => {
      const storage = make()
      await storage.setItem('contract-gone', 'x')
      await storage.removeItem('contract-gone')
      expect(await storage.getItem('contract-gone')).toBeNull()
    })

    it.each([[''], [undefined], [42]])('refuses the key %p', async (key) => {
      await expect(make().setItem(key as string, 'v')).rejects.toBeInstanceOf(PlatformError)
    })

    it('refuses a value that is not a string', async () => {
      await expect(make().setItem('contract-key', { a: 1 } as unknown as string)).rejects.toMatchObject({
        code: 'ERR_INVALID_ARGUMENT',
      })
    })
  })
}
