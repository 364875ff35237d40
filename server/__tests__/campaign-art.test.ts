// The slice art's heading and number must read on their own background, on every page's theme.
import { test } from 'node:test'
import assert from 'node:assert/strict'
import { readableOn } from '../lib/campaign-art'
import { THEMES } from '../lib/campaign-art/themes'

const luminance = (hex: string) => {
  const c = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

for (const [key, theme] of Object.entries(THEMES)) {
  test(`the ${key} slices' heading reads on their ground and the number on their sky (contrast 3:1 or more)`, () => {
    assert.ok(contrast(readableOn(theme.ground), theme.ground) >= 3, `heading on ${theme.ground}`)
    assert.ok(contrast(readableOn(theme.sky[0]), theme.sky[0]) >= 3, `number on ${theme.sky[0]}`)
  })
}
