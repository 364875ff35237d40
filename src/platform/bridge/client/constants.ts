/** SPEC.md sections 4, 8 and 9, CONTRACTS.md: the bridge protocol's numbers. */
export const BRIDGE_RESULT = { SUCCESS: 0, FAILURE: -1, NEW_CHANNEL_UNSUPPORTED: -10000 } as const

/** SchemaError codes (SPEC.md section 8). */
export const SCHEMA_ERROR_CODES = {
  NOT_SUPPORT: 16000,
  NATIVE: 16001,
  VALIDATE: 17000,
  UNKNOWN: 18000,
} as const

/** Beyond the spec: a call with no answer is abandoned after this long. */
export const BRIDGE_CALL_TIMEOUT_MS = 15_000
/** Calls made before the bridge shows up wait this long for it, then fail as not supported. */
export const BRIDGE_READY_TIMEOUT_MS = 3_000
/** Bridge timing is logged for 1% of calls (SPEC.md section 9). */
export const BRIDGE_TIMING_SAMPLE_RATE = 0.01

/** Globals of CONTRACTS.md. */
export const CALLBACK_GLOBAL = '__tripBridgeCallback'
export const EMIT_GLOBAL = '__tripBridgeEmit'
export const READY_EVENT = 'bridgeReady'
