import type { VitalName } from './constants'
import type { Monitor } from './monitor'
import { rateVital } from './thresholds'

export interface VitalMetric {
  name: string
  value: number
  id: string
  navigationType?: string
}

/** One web-vitals metric as a monitor event, rated by the thresholds of SPEC.md section 9. */
export function reportVital(monitor: Monitor, metric: VitalMetric): void {
  const name = metric.name as VitalName
  monitor.report('vital', {
    name,
    value: Math.round(metric.value * 1000) / 1000,
    rating: rateVital(name, metric.value),
    id: metric.id,
    // back-forward-cache and soft-navigation metrics are new documents to web-vitals: keep which one.
    navigation_type: metric.navigationType,
  })
}

/**
 * web-vitals (issue #6: we do not measure these by hand) loads in its own chunk, and only in H5 builds:
 * mini-programs have no PerformanceObserver. Soft navigations are reported where the browser supports them.
 */
export function observeVitals(monitor: Monitor, onFirstPaint: () => void): void {
  if (process.env.TARO_ENV !== 'h5' || typeof PerformanceObserver === 'undefined') return
  import('web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      const report = (metric: VitalMetric) => reportVital(monitor, metric)
      const options = { reportSoftNavs: true }
      onFCP((metric) => {
        onFirstPaint()
        report(metric)
      }, options)
      onLCP(report, options)
      onCLS(report, options)
      onINP(report, options)
      onTTFB(report, options)
    })
    .catch(() => undefined)
}
