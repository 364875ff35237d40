import { registerMessages } from '../../translate'

/**
 * Strings of one feature, both languages side by side. They register themselves when this file loads:
 * every file that uses one of them imports this part (a test checks it), so the strings travel in the
 * chunks of the feature's pages and not in every page's first load.
 */
export const mapZh = {
  'map.full.dayTitle': '{title} · 第 {n} 天',
  'map.full.point': '指定位置',
  'map.full.label': '{title}的地图，{count} 个地点',
  'map.full.marker': '第 {n} 站：{name}',
  'map.full.pin': '地点：{name}',
  'map.full.navigate': '导航前往',
  'map.full.stop': '第 {n} 站',
  'map.full.previous': '上一站',
  'map.full.next': '下一站',
  'map.full.totals': '全程 {km} 公里 · 约 {minutes} 分钟',
  'map.full.emptyDay': '这一天还没有安排地点',
  'map.full.notFound.journey': '没有找到这个行程，可能已被删除或仅作者可见',
  'map.full.notFound.day': '这个行程没有这一天',
  'map.full.notFound.place': '没有找到这个地点',
  'map.query.missing': '地图链接缺少参数：需要行程和天数、地点，或坐标',
  'map.query.journeyId': '地图链接里的行程编号不正确',
  'map.query.day': '地图链接里的天数不正确（1 到 60）',
  'map.query.placeId': '地图链接里的地点编号不正确',
  'map.query.lat': '地图链接里的纬度不正确（-90 到 90）',
  'map.query.lon': '地图链接里的经度不正确（-180 到 180）',
  'map.query.coord': '地图链接里的坐标系不认识（只支持 wgs84、gcj02、bd09）',
  'map.canvas.zoomIn': '放大地图',
  'map.canvas.zoomOut': '缩小地图',
  'map.canvas.fit': '显示全部',
  'map.canvas.attribution': '地图：{source}',
} as const

export const mapEn: Record<keyof typeof mapZh, string> = {
  'map.full.dayTitle': '{title} · Day {n}',
  'map.full.point': 'Pinned location',
  'map.full.label': 'Map of {title}, {count} places',
  'map.full.marker': 'Stop {n}: {name}',
  'map.full.pin': 'Place: {name}',
  'map.full.navigate': 'Navigate with…',
  'map.full.stop': 'Stop {n}',
  'map.full.previous': 'Previous stop',
  'map.full.next': 'Next stop',
  'map.full.totals': '{km} km in all · about {minutes} min',
  'map.full.emptyDay': 'No places are planned for this day yet',
  'map.full.notFound.journey': 'This journey was not found: it may have been deleted or made private',
  'map.full.notFound.day': 'This journey has no such day',
  'map.full.notFound.place': 'This place was not found',
  'map.query.missing': 'The map link is missing what to show: a journey and day, a place, or coordinates',
  'map.query.journeyId': 'The journey number in the map link is not valid',
  'map.query.day': 'The day in the map link is not valid (1 to 60)',
  'map.query.placeId': 'The place number in the map link is not valid',
  'map.query.lat': 'The latitude in the map link is not valid (-90 to 90)',
  'map.query.lon': 'The longitude in the map link is not valid (-180 to 180)',
  'map.query.coord': 'The coordinate system in the map link is unknown (wgs84, gcj02 or bd09)',
  'map.canvas.zoomIn': 'Zoom in',
  'map.canvas.zoomOut': 'Zoom out',
  'map.canvas.fit': 'Show everything',
  'map.canvas.attribution': 'Map: {source}',
}

declare module '../../message-key' {
  interface PartKeys {
    map: keyof typeof mapZh
  }
}

registerMessages(mapZh, mapEn)
