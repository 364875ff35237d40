export default definePageConfig({ navigationBarTitleText: 'Floor' })
