/**
 * What a MapCanvas draws (issue 12), in the order it draws them: the base (bundled outlines or raster
 * tiles), regions, routes, then markers as elements above the drawing. Coordinates are WGS-84; convert
 * GCJ-02 and BD-09 first (`toWgs84`).
 */

/** A ring of [lon, lat] pairs, GeoJSON order; closing it (last = first) is optional. */
export type Ring = readonly (readonly [number, number])[]

/** GeoJSON-like geometry: a polygon's first ring is its outline, any further rings are holes. */
export type RegionGeometry =
  | { type: 'Polygon'; coordinates: readonly Ring[] }
  | { type: 'MultiPolygon'; coordinates: readonly (readonly Ring[])[] }

/** A filled area: a province, a city, a country on a check-in map. */
export interface MapRegion {
  id: string
  /** Its accessible name ("Japan", "四川"). */
  label: string
  /** Any SVG colour: `#e0642b`, `rgb(...)`. */
  fill: string
  stroke?: string
  geometry: RegionGeometry
}

/** A line through [lat, lon] points (the order the journey's routes come in). */
export interface MapRoute {
  id: string
  points: readonly (readonly [number, number])[]
  color?: string
}

/** A tappable point drawn as a button above the map. */
export interface MapMarker {
  id: string
  lat: number
  lon: number
  /** The button's accessible name ("Stop 2: Senso-ji"). */
  label: string
  /** Shown inside the marker (a stop's number); without it the marker is a pin. */
  text?: string | number
  /** Extra classes for this marker (a feature's own modifiers). */
  className?: string
  /** data-* attributes for the marker element (tracking keys, test hooks). */
  attrs?: Record<string, string | number | boolean | undefined>
}

export type MapSelectionKind = 'marker' | 'region'
