import { readInChunks } from '../stream'

async function* parts(sizes: number[]) {
  let n = 0
  for (const size of sizes) {
    yield Uint8Array.from({ length: size }, () => n++ & 255)
  }
}

describe('reading a stream in 65536-byte chunks (SPEC.md section 9)', () => {
  it.each([
    [[10], [10]],
    [[65536], [65536]],
    [[65537], [65536, 1]],
    [
      [1000, 64536, 3],
      [65536, 3],
    ],
    [[200_000], [65536, 65536, 65536, 3392]],
    [[], []],
  ])('network parts %j arrive as chunks %j', async (sizes, expected) => {
    const chunks: Uint8Array[] = []
    const total = await readInChunks(parts(sizes), (c) => chunks.push(c))
    expect(chunks.map((c) => c.length)).toEqual(expected)
    expect(total).toBe(sizes.reduce((a, b) => a + b, 0))
    // Bytes stay in order across chunk borders.
    const all = chunks.flatMap((c) => Array.from(c))
    expect(all.every((b, i) => b === (i & 255))).toBe(true)
  })

  it('reads a ReadableStream-like reader', async () => {
    const queue = [new Uint8Array(3), new Uint8Array(4)]
    const source = {
      getReader: () => ({
        read: async () =>
          queue.length ? { done: false, value: queue.shift() } : { done: true, value: undefined },
        releaseLock: () => undefined,
      }),
    } as unknown as ReadableStream<Uint8Array>
    const sizes: number[] = []
    await readInChunks(source, (c) => sizes.push(c.length), 5)
    expect(sizes).toEqual([5, 2])
  })
})
