// Minimal typing of the parts of autocannon the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Histogram {
    average: number
    p99: number
    p50: number
  }
  interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    errors: number
    non2xx: number
    /** Responses by status code. */
    statusCodeStats?: Record<string, { count: number }>
  }
  interface Options {
    url: string
    connections?: number
    duration?: number
    pipelining?: number
    headers?: Record<string, string>
  }
  function autocannon(opts: Options): Promise<Result>
  export default autocannon
}
