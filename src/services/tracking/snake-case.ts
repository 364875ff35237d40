/** `specificPlatform` -> `specific_platform`, `isApp` -> `is_app`, `HTTPCode` -> `http_code`. */
export function toSnakeCase(key: string): string {
  return key
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .replace(/[-\s]+/g, '_')
    .toLowerCase()
}

/** SPEC.md section 3: attributes are sent with snake_case keys (values as they are). */
export function snakeKeys(attributes: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(attributes)) {
    if (value !== undefined) out[toSnakeCase(key)] = value
  }
  return out
}
