import { zhCN } from '../../i18n/locales/zh-CN'

export default definePageConfig({
  navigationBarTitleText: zhCN['route.home'],
  // The share card comes from PageFrame's useShareCard (src/platform/share-card.ts).
  enableShareAppMessage: true,
  enableShareTimeline: true,
})
