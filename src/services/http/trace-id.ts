/**
 * SPEC.md sections 7 and 9: a random 16-hex trace id per same-origin request, and the second generator
 * (timestamp, 23-bit sequence, 64 random bits) for ids that must sort by time.
 */
type RandomBytes = (n: number) => Uint8Array

const defaultRandom: RandomBytes = (n) => {
  const bytes = new Uint8Array(n)
  const c = (globalThis as { crypto?: Crypto }).crypto
  if (c?.getRandomValues) return c.getRandomValues(bytes)
  // Old mini-program runtimes have no Web Crypto; a trace id needs uniqueness, not secrecy.
  for (let i = 0; i < n; i++) bytes[i] = Math.floor(Math.random() * 256)
  return bytes
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

export function randomTraceId(random: RandomBytes = defaultRandom): string {
  return hex(random(8))
}

const SEQUENCE_BITS = 23
const SEQUENCE_MASK = (1 << SEQUENCE_BITS) - 1
let sequence = 0

/**
 * `<timestamp ms, 12 hex><sequence, 6 hex><64 random bits, 16 hex>`: 34 hex characters that sort by
 * creation time and stay unique within a millisecond.
 */
export function sequencedTraceId(now: () => number = Date.now, random: RandomBytes = defaultRandom): string {
  sequence = (sequence + 1) & SEQUENCE_MASK
  const time = Math.max(0, Math.floor(now())).toString(16).padStart(12, '0').slice(-12)
  return `${time}${sequence.toString(16).padStart(6, '0')}${hex(random(8))}`
}
