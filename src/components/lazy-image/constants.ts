/** Lazy images (SPEC.md section 9). */

/** Load once the image is within 1.5 viewport heights of the screen. */
export const PRELOAD_RATIO = 1.5
/** One attempt: a broken image shows its placeholder, it is not fetched again. */
export const MAX_ATTEMPTS = 1
/** Scroll checks (without IntersectionObserver) run at most every 200 ms. */
export const THROTTLE_MS = 200
/** Addresses known to be loaded show at once, without waiting to scroll near. */
export const CACHE_SIZE = 200
