/** A random id for the page session (not a secret: it only groups events). */
export function randomId(): string {
  const random = Math.random().toString(36).slice(2, 10)
  return `${Date.now().toString(36)}${random}`
}
