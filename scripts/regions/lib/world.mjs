/**
 * The country layer: Natural Earth admin-0 units from world-atlas (countries-50m; countries-10m for the
 * few territories 50m lacks), keyed by ISO 3166-1 alpha-2 through i18n-iso-countries' code table
 * (numeric -> alpha-2), with world-rules.mjs for what the numeric id does not settle.
 */
import { createRequire } from 'node:module'
import polygonClipping from 'polygon-clipping'
import { feature } from 'topojson-client'
import { cutAtAntimeridian } from './antimeridian.mjs'
import { dissolveByCode } from './dissolve.mjs'
import { bboxOf, polygonsOf, fromPolygons } from './geometry.mjs'
import { FROM_CHINA_LAYER, JOIN, NO_ID_UNITS, SPLITS } from './world-rules.mjs'

const require = createRequire(import.meta.url)
export const WORLD_ATLAS = `world-atlas@${require('world-atlas/package.json').version}`

/** numeric ("156") -> alpha-2 ("CN"), from i18n-iso-countries' [alpha2, alpha3, numeric, ...] rows. */
const ALPHA2 = new Map(
  require('i18n-iso-countries/codes.json').map(([alpha2, , numeric]) => [numeric, alpha2]),
)

const within = ([west, south, east, north], [w, s, e, n]) =>
  w >= west && s >= south && e <= east && n <= north

/** A unit's polygons, each as a piece of the code whose split box holds it, else of the unit's code. */
function piecesOf(code, geometry) {
  const pieces = new Map()
  for (const rings of polygonsOf(geometry)) {
    const box = bboxOf({ type: 'Polygon', coordinates: rings })
    const to = SPLITS.find((split) => split.from === code && within(split.box, box))?.to ?? code
    pieces.set(to, [...(pieces.get(to) ?? []), rings])
  }
  return [...pieces].map(([to, polygons]) => ({ code: to, geometry: fromPolygons(polygons) }))
}

/**
 * One world-atlas file as pieces by server code (before dissolving), the units it dropped, and where a
 * unit went to a code not its own (`moved`: "Taiwan (158) -> CN").
 */
function readAtlas(file) {
  const topology = require(`world-atlas/${file}`)
  const pieces = []
  const dropped = []
  const moved = []
  for (const unit of feature(topology, topology.objects.countries).features) {
    const own = unit.id != null ? ALPHA2.get(unit.id) : NO_ID_UNITS[unit.properties.name]
    const name = `${unit.properties.name} (${unit.id ?? 'no id'})`
    if (!own) {
      dropped.push(name)
      continue
    }
    const unitPieces = piecesOf(JOIN[own] ?? own, cutAtAntimeridian(unit.geometry))
    for (const { code } of unitPieces) if (code !== own || unit.id == null) moved.push(`${name} -> ${code}`)
    pieces.push(...unitPieces)
  }
  return { pieces, dropped, moved }
}

/** The shape with the China layer's outlines that FROM_CHINA_LAYER names joined in (polygon union). */
function withChinaLayer(code, geometry, chinaShapes) {
  const extra = (FROM_CHINA_LAYER[code] ?? []).map((province) => chinaShapes.get(province))
  if (extra.length === 0) return geometry
  return fromPolygons(polygonClipping.union(...[geometry, ...extra].map((shape) => polygonsOf(shape))))
}

/**
 * @param {string[]} codes the server's country codes
 * @param {Map<string, GeoJSON.Geometry>} chinaShapes the China layer's province shapes, by adcode
 * @returns {{ shapes: Map<string, GeoJSON.Geometry>, from10m: string[], dropped: string[], moved: string[] }}
 *   shapes of server codes only, 50m first; `dropped` lists what has no server code
 */
export function buildCountries(codes, chinaShapes) {
  const wanted = new Set(codes)
  const coarse = readAtlas('countries-50m.json')
  const have = new Set(coarse.pieces.map((piece) => piece.code))
  // A territory 50m lacks comes whole from 10m: its borders with 50m neighbours are not shared arcs.
  const fine = readAtlas('countries-10m.json')
  const extra = fine.pieces.filter((piece) => wanted.has(piece.code) && !have.has(piece.code))
  const all = [...coarse.pieces, ...extra]
  const dropped = [
    ...coarse.dropped,
    ...[...new Set(all.map((piece) => piece.code))].filter((code) => !wanted.has(code)),
  ]
  const dissolved = dissolveByCode(all.filter((piece) => wanted.has(piece.code)))
  const shapes = new Map(
    [...dissolved].map(([code, shape]) => [code, withChinaLayer(code, shape, chinaShapes)]),
  )
  const from10m = [...new Set(extra.map((piece) => piece.code))].sort()
  const moved = [...coarse.moved, ...fine.moved.filter((line) => from10m.includes(line.split(' -> ')[1]))]
  return { shapes, from10m, dropped, moved }
}
