/**
 * How much detail each layer keeps: the size budgets (src/features/checkin/regions/__tests__) against
 * looking right on a phone. Areas are square degrees; the cities' are in pixels of the province fitted
 * 360 px wide (px = the province's larger extent / 360 degrees), so a small province keeps as much
 * detail on screen as a large one. docs/checkin-regions.md records the resulting sizes.
 *
 * snap: how far apart two sides of a border may be and still become one line (snap.mjs); echarts' sides
 *   stray by up to ~0.02 degrees. world-atlas is one topology already: no snapping.
 * minIslandArea: smaller polygons go, unless a region has nothing bigger (topology.mjs).
 * minWeight: Visvalingam's effective area below which a point goes.
 * quantization: grid points across the file's bounding box.
 */
export const PROVINCES = { snap: 0.03, minIslandArea: 0.015, minWeight: 0.04, quantization: 2500 }

export const CITIES_PX = { snap: 0.5, maxSnap: 0.02, minIslandArea: 20, minWeight: 24, quantization: 1000 }

export const COUNTRIES = { snap: 0, minIslandArea: 0.02, minWeight: 0.08, quantization: 8000 }

const extent = ([west, south, east, north]) => Math.max(east - west, north - south)

/** How far one province's echarts borders are snapped (snap.mjs), before its districts dissolve. */
export const citySnap = (provinceBox) =>
  Math.min(CITIES_PX.maxSnap, (CITIES_PX.snap * extent(provinceBox)) / 360)

/**
 * One province's city settings, from the extents ([west, south, east, north]) of the province (its
 * province-layer shape) and of its cities' file. The grid is set by the province: 海南's file reaches
 * down to 三沙's islands at 3.8°N, and a grid spread over all of that would coarsen Hainan Island.
 */
export function citySettings(provinceBox, fileBox) {
  const px = extent(provinceBox) / 360
  return {
    snap: 0, // done before dissolving (citySnap)
    minIslandArea: CITIES_PX.minIslandArea * px * px,
    minWeight: CITIES_PX.minWeight * px * px,
    quantization: Math.round((CITIES_PX.quantization * extent(fileBox)) / extent(provinceBox)),
  }
}

/**
 * Islands kept whatever their size: published maps of China must show 钓鱼岛 and 赤尾屿 (公开地图内容
 * 表示规范). echarts draws them in 台湾 (china.json) and as 中国属钓鱼岛 (taiwan.json), which joins
 * 宜兰县 (city-rules.mjs). Boxes are [west, south, east, north].
 */
export const MUST_SHOW = [{ name: '钓鱼岛及其附属岛屿', box: [123.2, 25.5, 124.9, 26.1] }]
