// Generates server/seed/data/regions-cn.json and countries.json, the check-in regions.
// A one-off developer tool, not run at start: the generated files are committed.
// Sources (installed outside the project, e.g. in /tmp/regions-gen):
//   @vant/area-data (MIT): province and city names with adcodes;
//   echarts@4.9.0 map json (Apache-2.0): centre points of provinces, cities and countries;
//   i18n-iso-countries (MIT): ISO 3166-1 alpha-2 codes with Chinese and English names;
//   pinyin-pro (MIT): English (pinyin) names of Chinese regions.
// Run: NODE_PATH=/tmp/regions-gen/node_modules node server/seed/tools/gen-regions.cjs
const fs = require('node:fs')
const path = require('node:path')
const { areaList } = require('@vant/area-data')
const { pinyin } = require('pinyin-pro')
const countries = require('i18n-iso-countries')

countries.registerLocale(require('i18n-iso-countries/langs/en.json'))
countries.registerLocale(require('i18n-iso-countries/langs/zh.json'))

const echartsDir = path.dirname(require.resolve('echarts/package.json'))
const cnCities = require(path.join(echartsDir, 'map/json/china-cities.json'))
const cnProvinces = require(path.join(echartsDir, 'map/json/china.json'))
const world = require(path.join(echartsDir, 'map/json/world.json'))

const out = path.join(__dirname, '..', 'data')
const round = (n) => Math.round(n * 10000) / 10000
const SUFFIX = /(维吾尔自治区|壮族自治区|回族自治区|自治区|特别行政区|省|市|地区|盟|自治州|林区|县)$/

const ENGLISH = {
  150000: 'Inner Mongolia',
  540000: 'Tibet',
  710000: 'Taiwan',
  810000: 'Hong Kong',
  820000: 'Macao',
  810100: 'Hong Kong Island',
  810200: 'Kowloon',
  810300: 'New Territories',
  820100: 'Macao Peninsula',
  820200: 'Islands',
  653100: 'Kashgar',
  650100: 'Urumqi',
}

function english(name, code) {
  if (code && ENGLISH[code]) return ENGLISH[code]
  const bare = name.length > 2 ? name.replace(SUFFIX, '') : name
  const words = pinyin(bare, { toneType: 'none', type: 'array', v: true })
  const joined = words.join('')
  return joined.charAt(0).toUpperCase() + joined.slice(1)
}

const cp = new Map()
for (const f of cnProvinces.features) cp.set(String(f.properties.id || f.id), f.properties.cp)
const cityCp = new Map()
const cityCpByName = new Map()
for (const f of cnCities.features) {
  cityCp.set(String(f.id), f.properties.cp)
  cityCpByName.set(f.properties.name, f.properties.cp)
}

const rows = []
for (const [code, name] of Object.entries(areaList.province_list)) {
  const c = cp.get(code)
  rows.push([code, name, english(name, code), 'CN', c ? round(c[1]) : null, c ? round(c[0]) : null])
}
const PLACEHOLDER = /^(省直辖县|县|自治区直辖县级行政区划)$/
for (const [code, name] of Object.entries(areaList.city_list)) {
  const province = code.slice(0, 2) + '0000'
  const pc = cp.get(province)
  if (PLACEHOLDER.test(name)) {
    // County-level cities governed directly by the province (e.g. 济源, 仙桃, 石河子).
    for (const [cc, cname] of Object.entries(areaList.county_list)) {
      if (cc.slice(0, 4) !== code.slice(0, 4) || !/市$/.test(cname)) continue
      rows.push([cc, cname, english(cname), province, pc ? round(pc[1]) : null, pc ? round(pc[0]) : null])
    }
    continue
  }
  const c = cityCp.get(code) ?? cityCpByName.get(name.replace(/市$/, '')) ?? pc
  rows.push([code, name, english(name, code), province, c ? round(c[1]) : null, c ? round(c[0]) : null])
}

// Taiwan, Hong Kong and Macao are provincial-level divisions of China in this product's map,
// so they are not repeated as countries.
const SKIP = new Set(['TW', 'HK', 'MO'])
// echarts 4 stores polygons "UTF8-encoded": zigzag deltas from encodeOffsets, scaled by 1024.
function decodeRing(ring, offsets) {
  if (typeof ring !== 'string') return ring
  const pts = []
  let [px, py] = offsets
  for (let i = 0; i < ring.length; i += 2) {
    let x = ring.charCodeAt(i) - 64
    let y = ring.charCodeAt(i + 1) - 64
    x = (x >> 1) ^ -(x & 1)
    y = (y >> 1) ^ -(y & 1)
    px += x
    py += y
    pts.push([px / 1024, py / 1024])
  }
  return pts
}
function polygons(geometry) {
  const enc = geometry.encodeOffsets
  if (geometry.type === 'Polygon') return [geometry.coordinates.map((r, i) => decodeRing(r, enc && enc[i]))]
  return geometry.coordinates.map((poly, j) => poly.map((r, i) => decodeRing(r, enc && enc[j][i])))
}
// The centre of a country is the bounding-box centre of its largest polygon (its mainland):
// good enough to find the nearest country for "light up by location" outside China.
const centre = new Map()
// Short names used by echarts' world map that i18n-iso-countries does not know.
const ALIAS = {
  Korea: 'KR',
  'Dem. Rep. Korea': 'KP',
  'Czech Rep.': 'CZ',
  'Lao PDR': 'LA',
  'Dominican Rep.': 'DO',
  'Central African Rep.': 'CF',
  'Bosnia and Herz.': 'BA',
  'Eq. Guinea': 'GQ',
  Macedonia: 'MK',
  Moldova: 'MD',
  'Solomon Is.': 'SB',
  'Falkland Is.': 'FK',
  'W. Sahara': 'EH',
  'Dem. Rep. Congo': 'CD',
  Brunei: 'BN',
  'Fr. S. Antarctic Lands': 'TF',
  'S. Sudan': 'SS',
  "Côte d'Ivoire": 'CI',
  'N. Cyprus': 'CY',
}
for (const f of world.features) {
  const code = ALIAS[f.properties.name] ?? countries.getAlpha2Code(f.properties.name, 'en')
  if (!code) continue
  let best = null
  for (const poly of polygons(f.geometry)) {
    const outer = poly[0]
    if (!Array.isArray(outer) || outer.length === 0) continue
    const xs = outer.map((p) => p[0])
    const ys = outer.map((p) => p[1])
    const box = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)]
    const area = (box[2] - box[0]) * (box[3] - box[1])
    if (!best || area > best.area) best = { area, box }
  }
  if (best) centre.set(code, [round((best.box[1] + best.box[3]) / 2), round((best.box[0] + best.box[2]) / 2)])
}
const countryRows = Object.entries(countries.getNames('en', { select: 'official' }))
  .filter(([code]) => !SKIP.has(code))
  .map(([code, en]) => {
    const c = centre.get(code)
    return [code, countries.getName(code, 'zh') ?? en, en, c ? c[0] : null, c ? c[1] : null]
  })
  .sort((a, b) => (a[0] < b[0] ? -1 : 1))

fs.writeFileSync(
  path.join(out, 'regions-cn.json'),
  '[\n' + rows.map((r) => JSON.stringify(r)).join(',\n') + '\n]\n',
)
fs.writeFileSync(
  path.join(out, 'countries.json'),
  '[\n' + countryRows.map((r) => JSON.stringify(r)).join(',\n') + '\n]\n',
)
console.log(`regions-cn: ${rows.length} rows, countries: ${countryRows.length} rows`)
