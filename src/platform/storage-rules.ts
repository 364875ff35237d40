import { PlatformError, PLATFORM_ERROR_CODES } from './errors'

/** SPEC.md section 5: storage calls need a string key and value, on every platform alike. */
export function assertStorageKey(key: unknown): asserts key is string {
  if (typeof key !== 'string' || key.length === 0) {
    throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'storage key must be a non-empty string')
  }
}

export function assertStorageValue(value: unknown): asserts value is string {
  if (typeof value !== 'string') {
    throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'storage value must be a string')
  }
}
