/**
 * How Natural Earth's admin-0 units (world-atlas) become the server's ISO 3166-1 alpha-2 countries where
 * its numeric id does not say it alone. docs/checkin-regions.md lists the outcome.
 */

/**
 * Units world-atlas gives no id (ISO 3166 has no numeric code for them), by Natural Earth's name. Read
 * at build time only; the data is keyed by code.
 */
export const NO_ID_UNITS = {
  // XK is the code in common use (the server has it); Natural Earth draws Kosovo apart from Serbia.
  Kosovo: 'XK',
  // Not recognised as states (UN; the PRC): part of Somalia and of Cyprus.
  Somaliland: 'SO',
  'N. Cyprus': 'CY',
  // Christmas Island and the Cocos (Keeling) Islands, two ISO codes: split below.
  'Indian Ocean Ter.': 'CX',
  // Siachen Glacier (India/Pakistan): no ISO code, no server region, dropped.
}

/**
 * This product's China: Taiwan, Hong Kong and Macao are China's, not countries of their own (the
 * server has no TW, HK or MO either); their shapes join CN and the shared borders dissolve.
 */
export const JOIN = { TW: 'CN', HK: 'CN', MO: 'CN' }

/**
 * Territories with ISO codes of their own that Natural Earth draws inside another unit: each polygon of
 * `from` whose outline lies in `box` ([west, south, east, north], degrees) becomes `to`'s.
 */
export const SPLITS = [
  { from: 'FR', to: 'GF', box: [-55, 1.5, -51, 6.5] }, // French Guiana
  { from: 'FR', to: 'GP', box: [-62, 15.8, -60.9, 16.6] }, // Guadeloupe
  { from: 'FR', to: 'MQ', box: [-61.3, 14.3, -60.7, 15] }, // Martinique
  { from: 'FR', to: 'RE', box: [55, -21.5, 56, -20.8] }, // Réunion
  { from: 'FR', to: 'YT', box: [44.9, -13.1, 45.4, -12.5] }, // Mayotte
  { from: 'NO', to: 'SJ', box: [10, 74, 35, 81] }, // Svalbard (with Bjørnøya, Kvitøya)
  { from: 'NO', to: 'SJ', box: [-10, 70.6, -7.5, 71.3] }, // Jan Mayen
  { from: 'NO', to: 'BV', box: [3.2, -54.6, 3.6, -54.3] }, // Bouvet Island (10m only)
  { from: 'NL', to: 'BQ', box: [-68.5, 11.9, -68.1, 12.4] }, // Bonaire
  { from: 'NL', to: 'BQ', box: [-63.4, 17.4, -62.9, 17.7] }, // Sint Eustatius, Saba
  { from: 'NZ', to: 'TK', box: [-172.6, -9.5, -171.1, -8.4] }, // Tokelau
  { from: 'CX', to: 'CC', box: [96.7, -12.3, 97, -11.8] }, // Cocos (Keeling) Islands
]

/**
 * Province outlines of the China layer (echarts) that a country's shape takes in as well (a union):
 * Natural Earth 50m draws Hong Kong and Macao too coarsely to hold Kowloon's waterfront (22.3, 114.17)
 * or the Macao peninsula, and a check-in there must light CN.
 */
export const FROM_CHINA_LAYER = { CN: ['810000', '820000'] }
