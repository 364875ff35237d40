import { registerMessages } from '../../translate'

/**
 * Strings of one feature, both languages side by side. They register themselves when this file loads:
 * every file that uses one of them imports this part (a test checks it), so the strings travel in the
 * chunks of the feature's pages and not in every page's first load.
 * Here: the place sheet and the transport sheet.
 */
export const placeZh = {
  'place.sheetTitle': '地点详情',
  'place.photos': '{name}的照片',
  'place.photo': '{name}的第 {n} 张照片',
  'place.rating': '评分 {rating}，满分 5 分',
  'place.price.1': '实惠',
  'place.price.2': '适中',
  'place.price.3': '偏贵',
  'place.price.4': '高档',
  'place.priceLabel': '价格：{level}',
  'place.address': '地址',
  'place.copyAddress': '复制地址',
  'place.addressCopied': '地址已复制',
  'place.copyFailed': '复制失败，请长按地址手动复制',
  'place.hours': '营业时间',
  'place.phone': '电话',
  'place.call': '拨打 {phone}',
  'place.tags': '标签',
  'place.about': '简介',
  'place.navigate': '导航',
  'place.report': '报告问题',
  'place.notFound': '没有找到这个地点，它可能已被移除',
  'place.loading': '正在加载地点…',

  'navigate.choose': '选择地图应用',
  'navigate.failed': '无法打开地图，请稍后再试',
  'navigate.noLocation': '这个地点没有可用的位置',
  'mapApp.apple': 'Apple 地图',
  'mapApp.baidu': '百度地图',
  'mapApp.amap': '高德地图',
  'mapApp.google': '谷歌地图',

  'transport.sheetTitle': '交通详情',
  'transport.number': '班次：{number}',
  'transport.depart': '出发',
  'transport.arrive': '到达',
  'transport.duration': '用时',
  'transport.distance': '距离',
  'transport.price': '票价',
  'transport.note': '备注',
  'transport.navigate': '导航到出发地',
  'transport.notFound': '没有找到这段交通，它可能已被移除',
  'transport.loading': '正在加载交通信息…',
  'transport.unknownPlace': '未知地点',
} as const

export const placeEn: Record<keyof typeof placeZh, string> = {
  'place.sheetTitle': 'Place details',
  'place.photos': 'Photos of {name}',
  'place.photo': 'Photo {n} of {name}',
  'place.rating': 'Rated {rating} out of 5',
  'place.price.1': 'Inexpensive',
  'place.price.2': 'Moderate',
  'place.price.3': 'Pricey',
  'place.price.4': 'Upscale',
  'place.priceLabel': 'Price: {level}',
  'place.address': 'Address',
  'place.copyAddress': 'Copy address',
  'place.addressCopied': 'Address copied',
  'place.copyFailed': 'Could not copy; press and hold the address to copy it',
  'place.hours': 'Opening hours',
  'place.phone': 'Phone',
  'place.call': 'Call {phone}',
  'place.tags': 'Tags',
  'place.about': 'About',
  'place.navigate': 'Navigate',
  'place.report': 'Report a problem',
  'place.notFound': 'This place could not be found; it may have been removed',
  'place.loading': 'Loading the place…',

  'navigate.choose': 'Choose a map app',
  'navigate.failed': 'Could not open the map. Please try again later.',
  'navigate.noLocation': 'This place has no usable location',
  'mapApp.apple': 'Apple Maps',
  'mapApp.baidu': 'Baidu Maps',
  'mapApp.amap': 'Amap',
  'mapApp.google': 'Google Maps',

  'transport.sheetTitle': 'Transport details',
  'transport.number': 'Service: {number}',
  'transport.depart': 'Departs',
  'transport.arrive': 'Arrives',
  'transport.duration': 'Duration',
  'transport.distance': 'Distance',
  'transport.price': 'Fare',
  'transport.note': 'Note',
  'transport.navigate': 'Navigate to the departure point',
  'transport.notFound': 'This transport leg could not be found; it may have been removed',
  'transport.loading': 'Loading the transport details…',
  'transport.unknownPlace': 'Unknown place',
}

declare module '../../message-key' {
  interface PartKeys {
    place: keyof typeof placeZh
  }
}

registerMessages(placeZh, placeEn)
