// Views of shared journeys, written behind (issue 18). Counting a view was an UPDATE on every open of
// the flagship page: a disk write per read, and a body that changed on every request, so neither its
// serialization nor an ETag could be reused. Views are now added up in memory and written as one
// increment per journey each VIEW_FLUSH_MS; several instances each add their own increments, so the
// column stays exact. A crash loses at most one interval of views, which only a counter can afford.

export const VIEW_FLUSH_MS = 1000

export interface ViewCounts {
  /** Counts one view of a journey; it reaches the database at the next flush. */
  add(journeyId: number): void
  /** Writes the views counted so far (the interval's work, also called on close and by tests). */
  flush(): Promise<void>
  /** Stops the interval after a last flush. */
  close(): Promise<void>
}

/** `write` adds each journey's count to its column; on failure the counts are kept for the next flush. */
export function createViewCounts(
  write: (counts: Map<number, number>) => Promise<void>,
  { intervalMs = VIEW_FLUSH_MS, onError = (_err: unknown) => {} } = {},
): ViewCounts {
  let pending = new Map<number, number>()
  let writing: Promise<void> = Promise.resolve()

  const flush = () => {
    writing = writing.then(async () => {
      if (pending.size === 0) return
      const batch = pending
      pending = new Map()
      try {
        await write(batch)
      } catch (err) {
        for (const [id, n] of batch) pending.set(id, (pending.get(id) ?? 0) + n)
        onError(err)
      }
    })
    return writing
  }

  const timer = setInterval(() => void flush(), intervalMs)
  timer.unref()

  return {
    add(journeyId) {
      pending.set(journeyId, (pending.get(journeyId) ?? 0) + 1)
    },
    flush,
    async close() {
      clearInterval(timer)
      await flush()
    },
  }
}
