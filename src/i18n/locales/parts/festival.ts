import { registerMessages } from '../../translate'

/** Strings of the Spring Festival special (specialSubject/springFestival): the countdown and its sections. */
export const festivalZh = {
  'festival.countdown': '距离春节还有',
  'festival.countdownLabel': '距离春节还有 {days} 天 {hours} 小时 {minutes} 分 {seconds} 秒',
  'festival.unit.days': '天',
  'festival.unit.hours': '时',
  'festival.unit.minutes': '分',
  'festival.unit.seconds': '秒',
  'festival.today': '今天就是春节，新春快乐！',
  'festival.season': '春节到了，新春快乐！',
  'festival.date': '春节：{date}',
  'festival.destinations': '春节去哪儿',
  'festival.destinationsEmpty': '目的地还在挑选中',
  'festival.journeys': '精选春节行程',
  'festival.journeysEmpty': '行程还在整理中',
  'festival.journeyMeta': '{days} 天 · {cities}',
  'festival.posters': '新春海报',
  'festival.postersHint': '选一张海报，做成你的点亮地图分享给朋友',
  'festival.postersEmpty': '海报还在设计中',
  'festival.share': '分享特辑',
}

export const festivalEn: Record<keyof typeof festivalZh, string> = {
  'festival.countdown': 'Spring Festival in',
  'festival.countdownLabel':
    'Spring Festival in {days} days {hours} hours {minutes} minutes {seconds} seconds',
  'festival.unit.days': 'days',
  'festival.unit.hours': 'hrs',
  'festival.unit.minutes': 'min',
  'festival.unit.seconds': 'sec',
  'festival.today': 'Today is Spring Festival. Happy New Year!',
  'festival.season': 'Spring Festival is here. Happy New Year!',
  'festival.date': 'Spring Festival: {date}',
  'festival.destinations': 'Where to go',
  'festival.destinationsEmpty': 'Destinations are being picked',
  'festival.journeys': 'Curated journeys',
  'festival.journeysEmpty': 'Journeys are on their way',
  'festival.journeyMeta': '{days} days · {cities}',
  'festival.posters': 'Spring Festival posters',
  'festival.postersHint': 'Pick a poster for your lit map and share it with friends',
  'festival.postersEmpty': 'Posters are being designed',
  'festival.share': 'Share',
}

declare module '../../message-key' {
  interface PartKeys {
    festival: keyof typeof festivalZh
  }
}

registerMessages(festivalZh, festivalEn)
