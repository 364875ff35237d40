import type { Template } from '@types-shared/api/checkin'

/** Each poster template's band colours: Spring Festival red and gold, the others the product's own. */
const BY_KIND: Record<string, readonly [string, string]> = {
  cny: ['#b71c1c', '#f6c343'],
}
const OTHERS: readonly (readonly [string, string])[] = [
  ['#1f4e79', '#5fa8d3'],
  ['#1f7a5c', '#8fd3b6'],
  ['#5b3f8a', '#c0a8ef'],
]

export const templatePalette = (template: Pick<Template, 'id' | 'kind'>): readonly [string, string] =>
  BY_KIND[template.kind] ?? OTHERS[Math.abs(template.id) % OTHERS.length]
