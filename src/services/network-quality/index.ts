import { createNetworkQuality, type NetworkQuality } from './monitor'
import { createFetchProbe } from './probe'

export * from './constants'
export { linearScore, measuresOf, scoreOf, levelOf, type ProbeResult, type Measures } from './score'
export { createNetworkQuality, type NetworkQuality, type Probe, type QualityListener } from './monitor'
export { createFetchProbe } from './probe'

let shared: NetworkQuality | undefined

/** The page's one meter, started on first use. */
export function getNetworkQuality(): NetworkQuality {
  if (!shared) {
    shared = createNetworkQuality(createFetchProbe())
    shared.start()
  }
  return shared
}
