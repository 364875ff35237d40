import { registerMessages } from '../../translate'

/**
 * Strings of one feature, both languages side by side. They register themselves when this file loads:
 * every file that uses one of them imports this part (a test checks it), so the strings travel in the
 * chunks of the feature's pages and not in every page's first load.
 */
export const journeyZh = {
  'journey.share': '分享行程',
  'journey.share.failed': '分享没有成功，请稍后再试',
  'journey.save': '收藏',
  'journey.editTogether': '一起编辑',
  'journey.savedButton': '已收藏',
  'journey.saved': '已加入我的行程',
  'journey.unsaved': '已从我的行程中移除',
  'journey.save.failed': '收藏没有成功，请稍后再试',
  'journey.offline': '当前离线，显示的是 {time} 保存在本机的行程',
  'weather.line': '{condition} {low}–{high}°C · {city}',
  'weather.sunny': '晴',
  'weather.cloudy': '多云',
  'weather.overcast': '阴',
  'weather.rain': '雨',
  'weather.snow': '雪',
  'journey.admin.title': '管理信息',
  'journey.admin.reviewStatus': '审核状态',
  'journey.admin.visibility': '可见范围',
  'journey.admin.owner': '作者',
  'journey.admin.reports': '被举报次数',
  'journey.admin.createdAt': '创建时间',
  'journey.admin.updatedAt': '更新时间',
  'journey.admin.deletedAt': '删除时间',
  'journey.review.draft': '草稿',
  'journey.review.published': '已发布',
  'journey.review.reviewing': '审核中',
  'journey.review.rejected': '未通过',
  'journey.visibility.public': '公开',
  'journey.visibility.link': '仅链接可见',
  'journey.visibility.private': '仅自己可见',
  'journey.owner': '{name}（ID {id}）',
  'journey.days.label': '按天跳转',
  'journey.days.chip': '第 {n} 天',
  'journey.days.chipLabel': '跳到第 {n} 天，{date}',
} as const

export const journeyEn: Record<keyof typeof journeyZh, string> = {
  'journey.share': 'Share journey',
  'journey.share.failed': 'Sharing did not work, please try again later',
  'journey.save': 'Save',
  'journey.editTogether': 'Edit together',
  'journey.savedButton': 'Saved',
  'journey.saved': 'Saved to my trips',
  'journey.unsaved': 'Removed from my trips',
  'journey.save.failed': 'Saving did not work, please try again later',
  'journey.offline': 'You are offline: this is the copy saved on this device at {time}',
  'weather.line': '{condition} {low}–{high}°C · {city}',
  'weather.sunny': 'Sunny',
  'weather.cloudy': 'Partly cloudy',
  'weather.overcast': 'Overcast',
  'weather.rain': 'Rain',
  'weather.snow': 'Snow',
  'journey.admin.title': 'Admin details',
  'journey.admin.reviewStatus': 'Review status',
  'journey.admin.visibility': 'Visibility',
  'journey.admin.owner': 'Owner',
  'journey.admin.reports': 'Reports',
  'journey.admin.createdAt': 'Created',
  'journey.admin.updatedAt': 'Updated',
  'journey.admin.deletedAt': 'Deleted',
  'journey.review.draft': 'Draft',
  'journey.review.published': 'Published',
  'journey.review.reviewing': 'Under review',
  'journey.review.rejected': 'Rejected',
  'journey.visibility.public': 'Public',
  'journey.visibility.link': 'Anyone with the link',
  'journey.visibility.private': 'Only the author',
  'journey.owner': '{name} (ID {id})',
  'journey.days.label': 'Jump to a day',
  'journey.days.chip': 'Day {n}',
  'journey.days.chipLabel': 'Go to day {n}, {date}',
}

declare module '../../message-key' {
  interface PartKeys {
    journey: keyof typeof journeyZh
  }
}

registerMessages(journeyZh, journeyEn)
