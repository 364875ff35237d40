// The site's drawn icons: 24 x 24 SVG, bundled with the code, so a weather or transport icon shows on
// a system with no emoji font (where emoji came out as empty boxes) and in every mini-program.
// Weather icons carry their own colours; transport icons are drawn in the ink colour.

import { TRANSPORT_MODES } from '@types-shared/api/vocabulary'

const INK = '#374151'
const SUN = '#f59e0b'
const CLOUD = '#9ca3af'
const CLOUD_DARK = '#6b7280'
const WATER = '#3b82f6'
const SNOW = '#60a5fa'

const stroke = (color: string, fill = 'none') =>
  `fill="${fill}" stroke="${color}" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"`

const CLOUD_PATH = 'M7 18h10a4 4 0 0 0 .6-7.96A5.5 5.5 0 0 0 7.1 9.6 4.2 4.2 0 0 0 7 18z'

export const GLYPHS = {
  // weather
  sunny: `<circle cx="12" cy="12" r="4.2" fill="${SUN}"/><path ${stroke(SUN)} d="M12 2.5v2.2M12 19.3v2.2M2.5 12h2.2M19.3 12h2.2M5.3 5.3l1.6 1.6M17.1 17.1l1.6 1.6M5.3 18.7l1.6-1.6M17.1 6.9l1.6-1.6"/>`,
  cloudy: `<circle cx="8.5" cy="8.5" r="3.4" fill="${SUN}"/><path ${stroke(CLOUD, '#fff')} d="${CLOUD_PATH}"/>`,
  overcast: `<path ${stroke(CLOUD_DARK, '#e5e7eb')} d="${CLOUD_PATH}"/>`,
  rain: `<path ${stroke(CLOUD_DARK, '#e5e7eb')} d="M7 14h10a4 4 0 0 0 .6-7.96A5.5 5.5 0 0 0 7.1 5.6 4.2 4.2 0 0 0 7 14z"/><path ${stroke(WATER)} d="M8.5 17l-1 3M12.5 17l-1 3M16.5 17l-1 3"/>`,
  snow: `<path ${stroke(CLOUD_DARK, '#e5e7eb')} d="M7 14h10a4 4 0 0 0 .6-7.96A5.5 5.5 0 0 0 7.1 5.6 4.2 4.2 0 0 0 7 14z"/><path ${stroke(SNOW)} d="M8 17.5v3M6.7 19h2.6M12 17.5v3M10.7 19h2.6M16 17.5v3M14.7 19h2.6"/>`,
  // transport
  walk: `<circle cx="13" cy="4.5" r="1.8" fill="${INK}"/><path ${stroke(INK)} d="M11 21l2-6-2.5-2.5 1-4.5M11.5 8l-3 2.2-1 3.3M11.5 8l2.6 2.6 3 1M13 15l2.5 6"/>`,
  subway: `<rect x="5" y="3" width="14" height="14" rx="3" ${stroke(INK)}/><path ${stroke(INK)} d="M5 10h14M8.5 21l2-4M15.5 21l-2-4"/><circle cx="8.8" cy="13.5" r="1" fill="${INK}"/><circle cx="15.2" cy="13.5" r="1" fill="${INK}"/>`,
  bus: `<rect x="4" y="3" width="16" height="15" rx="2.5" ${stroke(INK)}/><path ${stroke(INK)} d="M4 11h16M7 18v3M17 18v3M8 6.5h8"/><circle cx="7.8" cy="14.5" r="1" fill="${INK}"/><circle cx="16.2" cy="14.5" r="1" fill="${INK}"/>`,
  taxi: `<path ${stroke(INK)} d="M3.5 16v-3.5l2-5h13l2 5V16zM10 7.5V5h4v2.5M6 16v2.5M18 16v2.5M3.5 12.5h17"/><circle cx="7.5" cy="14.3" r="0.9" fill="${INK}"/><circle cx="16.5" cy="14.3" r="0.9" fill="${INK}"/>`,
  train: `<rect x="5" y="2.5" width="14" height="15" rx="3" ${stroke(INK)}/><path ${stroke(INK)} d="M5 9.5h14M12 2.5v7M8 21l2.5-3.5M16 21l-2.5-3.5"/><circle cx="8.8" cy="13.5" r="1" fill="${INK}"/><circle cx="15.2" cy="13.5" r="1" fill="${INK}"/>`,
  highspeed: `<path ${stroke(INK)} d="M3 16.5h14.5a3.5 3.5 0 0 0 3.2-4.9L19 8c-.8-1.6-2.4-2.5-4.2-2.5H3zM3 10.5h16.3M7 20.5l1.5-4M15 20.5l-1.5-4"/><circle cx="8" cy="13.6" r="0.9" fill="${INK}"/>`,
  flight: `<path ${stroke(INK)} d="M21 12.5c0-.9-.8-1.5-1.7-1.5H14.5L10 3.5H8l2.2 7.5H6L4.3 8.5H2.8l1 4-1 4h1.5L6 14h4.2L8 21.5h2l4.5-7.5h4.8c.9 0 1.7-.6 1.7-1.5z"/>`,
  ferry: `<path ${stroke(INK)} d="M4 14.5l1.5 4.5h13l1.5-4.5zM6.5 14.5V9.5h11v5M10 9.5V6.5h4v3M2.5 21.5c1.5 0 2.5-.8 3.2-1.5.7.7 1.7 1.5 3.1 1.5s2.4-.8 3.2-1.5c.7.7 1.7 1.5 3.2 1.5s2.4-.8 3.1-1.5c.7.7 1.7 1.5 3.2 1.5"/>`,
  ropeway: `<path ${stroke(INK)} d="M2.5 4.5l19 4M12 6.5V10M6.5 10h11l1 8a2 2 0 0 1-2 2.5h-9a2 2 0 0 1-2-2.5zM6 14.5h12"/>`,
  compass: `<circle cx="12" cy="12" r="9" ${stroke(INK)}/><path fill="${INK}" d="M15.5 8.5l-2 5-5 2 2-5z"/>`,
} as const

export type IconName = keyof typeof GLYPHS

export const ICON_NAMES = Object.keys(GLYPHS) as IconName[]

export function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(GLYPHS, name)
}

/** The icon as a whole SVG document. */
export function iconSvg(name: IconName): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24">${GLYPHS[name]}</svg>`
}

/** The icon of an API transport mode (its icon has the mode's name); any other mode gets the compass. */
export function transportIcon(mode: string): IconName {
  return (TRANSPORT_MODES as readonly string[]).includes(mode) ? (mode as IconName) : 'compass'
}
