/**
 * Collects items and hands them over together once nothing new came for `waitMs` (SPEC.md section 9:
 * error reports debounced 10 s), so a burst of errors becomes one batch.
 */
export function createDebouncer<T>(waitMs: number, deliver: (items: T[]) => void) {
  let items: T[] = []
  let timer: ReturnType<typeof setTimeout> | undefined
  const fire = () => {
    timer = undefined
    const out = items
    items = []
    if (out.length) deliver(out)
  }
  return {
    add(item: T): void {
      items.push(item)
      if (timer !== undefined) clearTimeout(timer)
      timer = setTimeout(fire, waitMs)
    },
    /** Hands over what waits now (page hide). */
    flush(): void {
      if (timer !== undefined) clearTimeout(timer)
      fire()
    },
  }
}
