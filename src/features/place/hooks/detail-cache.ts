/**
 * Details by id, kept for the life of the page (the loaded document), so reopening a sheet shows at
 * once. Only answers are kept: a failure is asked again next time, and a request under way is shared
 * by everyone who asks for the same id meanwhile. Places and legs change rarely; a reload refreshes.
 */
export interface DetailCache<T> {
  peek(id: number): T | undefined
  load(id: number): Promise<T>
  clear(): void
}

export function createDetailCache<T>(fetch: (id: number) => Promise<T>): DetailCache<T> {
  const answers = new Map<number, T>()
  const pending = new Map<number, Promise<T>>()
  return {
    peek: (id) => answers.get(id),
    load(id) {
      const known = answers.get(id)
      if (known !== undefined) return Promise.resolve(known)
      let request = pending.get(id)
      if (!request) {
        request = fetch(id).then(
          (data) => {
            answers.set(id, data)
            pending.delete(id)
            return data
          },
          (error: unknown) => {
            pending.delete(id)
            throw error
          },
        )
        pending.set(id, request)
      }
      return request
    },
    clear() {
      answers.clear()
      pending.clear()
    },
  }
}
