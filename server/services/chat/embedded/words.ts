// The few words answers need in both languages: categories (labels, so capitalised in English),
// transport modes, weather.
import type { Draft } from './draft'

const CATEGORIES: Record<string, [string, string]> = {
  food: ['美食', 'Food'],
  culture: ['人文', 'Culture'],
  nature: ['自然', 'Nature'],
  sight: ['景点', 'Sight'],
  shopping: ['购物', 'Shopping'],
  hub: ['交通', 'Transport hub'],
  hotel: ['住宿', 'Hotel'],
}

const MODES: Record<string, [string, string]> = {
  highspeed: ['高铁', 'high-speed train'],
  train: ['火车', 'train'],
  flight: ['飞机', 'flight'],
  bus: ['巴士', 'bus'],
  metro: ['地铁', 'metro'],
  car: ['驾车', 'car'],
  taxi: ['出租车', 'taxi'],
  walk: ['步行', 'walk'],
  ferry: ['轮渡', 'ferry'],
}

const WEATHER: Record<string, [string, string]> = {
  sunny: ['晴', 'sunny'],
  cloudy: ['多云', 'cloudy'],
  overcast: ['阴', 'overcast'],
  rain: ['有雨', 'rain'],
  snow: ['有雪', 'snow'],
}

const pick = (d: Draft, table: Record<string, [string, string]>, key: string) => {
  const pair = table[key]
  return pair ? d.t(pair[0], pair[1]) : key
}

export const categoryName = (d: Draft, category: string) => pick(d, CATEGORIES, category)
export const modeName = (d: Draft, mode: string) => pick(d, MODES, mode)
export const weatherName = (d: Draft, condition: string) => pick(d, WEATHER, condition)

/** "、" joins Chinese lists, ", " English ones. */
export const joinList = (d: Draft, items: string[]) => items.join(d.t('、', ', '))
