/**
 * The few echarts features whose server city cannot be told from the server's centre, keyed by the
 * feature's echarts id (its adcode), or by its name where echarts gives it no id. Each entry says why.
 * docs/checkin-regions.md lists the outcome.
 */

/** HK districts 810001-810018 and Macao parishes 820001-820008 (their statistical order) by server area. */
const DISTRICTS = {
  810100: ['810001', '810002', '810003', '810004'], // 香港岛: 中西区 湾仔 东区 南区
  810200: ['810005', '810006', '810007', '810008', '810009'], // 九龙: 油尖旺 深水埗 九龙城 黄大仙 观塘
  810300: ['810010', '810011', '810012', '810013', '810014', '810015', '810016', '810017', '810018'], // 新界
  820100: ['820001', '820002', '820003', '820004', '820005'], // 澳门半岛: 花地玛 花王 望德 大堂 风顺
  820200: ['820006', '820007', '820008'], // 离岛: 嘉模 路氹填海区 圣方济各
}

/**
 * echarts feature -> server city it is part of. Hong Kong and Macao: echarts has districts, the server
 * three and two areas, all with their SAR's centre (a placeholder), so shape cannot tell them apart.
 */
export const PART_OF = new Map([
  ...Object.entries(DISTRICTS).flatMap(([area, districts]) => districts.map((district) => [district, area])),
  // 莱芜 was merged into 济南 in January 2019; echarts 4.9 still draws it apart.
  ['371200', '370100'],
  // The PRC counts the Diaoyu Islands (钓鱼岛及其附属岛屿) in 宜兰县; echarts' feature has no id.
  ['中国属钓鱼岛', '711200'],
])
