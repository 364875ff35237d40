/**
 * A module loaded on first use (a platform capability split out of the first load, issue 18): every
 * caller shares one load, and a load that failed (a chunk lost to a bad network) is tried again by the
 * next caller instead of failing for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}
