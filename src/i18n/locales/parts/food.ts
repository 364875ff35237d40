import { registerMessages } from '../../translate'

/** Strings of the food trail (activity/food): progress per city and overall, "I ate here", a sharer's progress. */
export const foodZh = {
  'food.overall': '已在 {eaten} / {total} 家吃过',
  'food.overallLabel': '美食进度 {percent}%',
  'food.visitorTotal': '{cities} 座城市，{total} 家精选美食',
  'food.citiesDone': '集齐 {done} / {cities} 座城市',
  'food.cityProgress': '{eaten} / {total}',
  'food.cityDone': '已集齐',
  'food.cityLabel': '{city}：已吃过 {eaten} / {total} 家',
  'food.ateHere': '我吃过',
  'food.eaten': '吃过了',
  'food.undo': '撤销',
  'food.rating': '{rating} 分',
  'food.sharer': '{name} 已在 {eaten} / {total} 家吃过',
  'food.sharerCities': '集齐了 {done} 座城市',
  'food.sharerAte': '{name} 吃过',
  'food.someone': '好友',
  'food.signInHint': '登录后打卡吃过的地方，记下你的美食进度',
  'food.empty': '美食地点还在整理中，稍后再来',
  'food.cityEmpty': '这座城市的美食还在整理中',
  'food.error.checkin': '没能打卡，请稍后再试',
  'food.error.undo': '没能撤销，请稍后再试',
}

export const foodEn: Record<keyof typeof foodZh, string> = {
  'food.overall': 'Eaten at {eaten} of {total}',
  'food.overallLabel': 'Food trail progress {percent}%',
  'food.visitorTotal': '{total} curated food places in {cities} cities',
  'food.citiesDone': '{done} of {cities} cities completed',
  'food.cityProgress': '{eaten} / {total}',
  'food.cityDone': 'Completed',
  'food.cityLabel': '{city}: eaten at {eaten} of {total}',
  'food.ateHere': 'I ate here',
  'food.eaten': 'Eaten',
  'food.undo': 'Undo',
  'food.rating': 'Rated {rating}',
  'food.sharer': '{name} has eaten at {eaten} of {total}',
  'food.sharerCities': '{done} cities completed',
  'food.sharerAte': '{name} ate here',
  'food.someone': 'A friend',
  'food.signInHint': 'Sign in to check in the places you ate at and keep your progress',
  'food.empty': 'The food places are on their way; come back soon',
  'food.cityEmpty': 'The places of this city are on their way',
  'food.error.checkin': 'Could not check in; please try again',
  'food.error.undo': 'Could not undo; please try again',
}

declare module '../../message-key' {
  interface PartKeys {
    food: keyof typeof foodZh
  }
}

registerMessages(foodZh, foodEn)
