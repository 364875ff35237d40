/**
 * The host-app simulator (CONTRACTS.md, issue 4). Tests and the e2e bundle import from here; the site
 * itself imports only ./from-query, which loads the rest in development only.
 */
export { installHostAppSimulator, SIMULATOR_GLOBAL } from './install'
export { maybeInstallSimulatorFromQuery, simulatorOptionsFromQuery } from './from-query'
export { simulatedUserAgent, buildFromVersion } from './user-agent'
export { DEMO_USER, GUEST_USER, TOKYO_STATION } from './profiles'
export type {
  HostAppSimulator,
  SimulatorCall,
  SimulatorOptions,
  SimulatedOs,
  SimulatedFailure,
} from './types'
