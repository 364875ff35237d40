import { RESOURCE_BATCH_SIZE } from './constants'
import { isFailedStatus } from './error-listeners'
import type { Monitor } from './monitor'

interface ResourceEntry {
  name: string
  initiatorType: string
  duration: number
  transferSize?: number
  responseStatus?: number
}

/**
 * Resource timings in batches of 50 (SPEC.md section 9). Chromium also reports each response's status:
 * fetch and XHR entries with status 0 or 400+ are failed requests. The monitor's own posts are skipped.
 */
export function createResourceCollector(monitor: Monitor, ownUrls: readonly string[]) {
  let batch: Array<Record<string, unknown>> = []
  const emit = () => {
    if (batch.length === 0) return
    monitor.report('resources', { entries: batch })
    batch = []
  }
  return {
    add(entry: ResourceEntry): void {
      if (ownUrls.some((url) => entry.name.includes(url))) return
      const request = entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest'
      if (request && typeof entry.responseStatus === 'number' && isFailedStatus(entry.responseStatus)) {
        monitor.error('request_error', { url: entry.name, status: entry.responseStatus }, `req:${entry.name}`)
      }
      batch.push({
        name: entry.name,
        type: entry.initiatorType,
        ms: Math.round(entry.duration),
        bytes: entry.transferSize ?? 0,
      })
      if (batch.length >= RESOURCE_BATCH_SIZE) emit()
    },
    flush: emit,
  }
}
