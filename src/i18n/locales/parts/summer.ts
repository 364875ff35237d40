import { registerMessages } from '../../translate'

/** Strings of the summer 2025 campaign pages (issue 15): tasks, chances, the draw, journeys, records. */
export const summerZh = {
  'summer.chances': '剩余抽奖机会',
  'summer.tasksTitle': '做任务，赢抽奖机会',
  'summer.drawTitle': '幸运抽奖',
  'summer.poolTitle': '奖池',
  'summer.journeysTitle': '夏日精选行程',
  'summer.journeysEmpty': '精选行程正在准备中',
  'summer.journey.meta': '{days} 天 · {cities}',
  'summer.myPrizes': '我的奖品',
  'summer.rules': '活动规则',
  'summer.task.title.daily_checkin': '每日签到',
  'summer.task.title.share_journey': '分享一条行程',
  'summer.task.title.view_summer_journey': '浏览夏日精选行程',
  'summer.task.title.light_up_city': '在人生地点收集册点亮一座城市',
  'summer.task.title.invite_friend': '邀请好友参加',
  'summer.task.reward': '+{count} 次机会',
  'summer.task.rewardOne': '+1 次机会',
  'summer.task.today': '今日 {done}/{limit}',
  'summer.task.total': '累计 {done}/{limit}',
  'summer.task.do': '去完成',
  'summer.task.claim': '领取',
  'summer.task.go': '去做',
  'summer.task.done': '已完成',
  'summer.task.hint.invite_friend': '分享活动给好友，好友登录打开后即可领取',
  'summer.task.hint.share_journey': '分享一条行程，有人打开后即可领取',
  'summer.task.hint.light_up_city': '去人生地点收集册点亮一座城市后即可领取',
  'summer.task.earned': '获得 {count} 次抽奖机会',
  'summer.task.earnedOne': '获得 1 次抽奖机会',
}

export const summerEn: Record<keyof typeof summerZh, string> = {
  'summer.chances': 'Draws left',
  'summer.tasksTitle': 'Do tasks, earn draws',
  'summer.drawTitle': 'Lucky draw',
  'summer.poolTitle': 'Prize pool',
  'summer.journeysTitle': 'Summer journeys',
  'summer.journeysEmpty': 'The summer journeys are on their way',
  'summer.journey.meta': '{days} days · {cities}',
  'summer.myPrizes': 'My prizes',
  'summer.rules': 'Rules',
  'summer.task.title.daily_checkin': 'Daily check-in',
  'summer.task.title.share_journey': 'Share a journey',
  'summer.task.title.view_summer_journey': 'Browse the summer journeys',
  'summer.task.title.light_up_city': 'Light up a city in your life places',
  'summer.task.title.invite_friend': 'Invite a friend',
  'summer.task.reward': '+{count} draws',
  'summer.task.rewardOne': '+1 draw',
  'summer.task.today': 'Today {done}/{limit}',
  'summer.task.total': 'Total {done}/{limit}',
  'summer.task.do': 'Do it',
  'summer.task.claim': 'Claim',
  'summer.task.go': 'Go',
  'summer.task.done': 'Done',
  'summer.task.hint.invite_friend': 'Share the campaign; claim once a friend signs in and opens it',
  'summer.task.hint.share_journey': 'Share a journey; claim once someone opens it',
  'summer.task.hint.light_up_city': 'Light up a city in your life places, then claim',
  'summer.task.earned': '{count} draws earned',
  'summer.task.earnedOne': 'One draw earned',
}

declare module '../../message-key' {
  interface PartKeys {
    summer: keyof typeof summerZh
  }
}

registerMessages(summerZh, summerEn)
