/**
 * Server regions (server/seed/data) that the region shapes in ./data leave out, each with why. Every
 * other server region has a shape, real or a stand-in hexagon round its centre
 * (docs/checkin-regions.md); the tests hold the data and this list to each other.
 */
export const REGIONS_WITHOUT_SHAPE: Readonly<Record<string, string>> = {
  '659010':
    "胡杨河市 (新疆): newer than echarts 4.9's map data, and the server's centre for it is Xinjiang's (a placeholder), so there is no shape and nowhere to put a stand-in.",
  '659011':
    "新星市 (新疆): newer than echarts 4.9's map data, and the server's centre for it is Xinjiang's (a placeholder), so there is no shape and nowhere to put a stand-in.",
  '659012':
    "白杨市 (新疆): newer than echarts 4.9's map data, and the server's centre for it is Xinjiang's (a placeholder), so there is no shape and nowhere to put a stand-in.",
}
