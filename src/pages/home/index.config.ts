import { zhCN } from '../../i18n/locales/zh-CN'

export default definePageConfig({
  navigationBarTitleText: zhCN['route.home'],
})
