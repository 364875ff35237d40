import { appPages } from './app-pages'

export default defineAppConfig({
  ...appPages(process.env.TARO_ENV),
  // /web/ opens the home page on the site; mini-programs open on their first page, the shared journey.
  ...(process.env.TARO_ENV === 'h5' ? { entryPagePath: 'pages/home/index' } : {}),
  // Everything the main package needs is there; subpackages load when a page in them opens.
  preloadRule: {
    'pages/journey/detail/index': { network: 'all', packages: ['campaign'] },
  },
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#ffffff',
    navigationBarTitleText: '旅行伴侣',
    navigationBarTextStyle: 'black',
  },
  animation: false,
})
