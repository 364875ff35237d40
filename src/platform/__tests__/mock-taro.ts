/** A Taro stand-in that answers like a mini-program vendor, `{ errMsg }` rejections and all. */
type Call = [string, unknown]

const state = {
  calls: [] as Call[],
  storage: new Map<string, unknown>(),
  failures: new Map<string, string>(),
}

function api<T>(name: string, answer: (opts: any) => T) {
  return (opts: any = {}) => {
    state.calls.push([name, opts])
    const failure = state.failures.get(name)
    if (failure) {
      state.failures.delete(name)
      return Promise.reject({ errMsg: failure })
    }
    try {
      return Promise.resolve(answer(opts))
    } catch (error) {
      return Promise.reject(error)
    }
  }
}

export const mockTaro = {
  get calls() {
    return state.calls
  },
  reset() {
    state.calls = []
    state.storage.clear()
    state.failures.clear()
  },
  failNext(name: string, errMsg: string) {
    state.failures.set(name, errMsg)
  },
  getStorage: api('getStorage', ({ key }) => {
    if (!state.storage.has(key)) throw { errMsg: 'getStorage:fail data not found' }
    return { data: state.storage.get(key) }
  }),
  setStorage: api('setStorage', ({ key, data }) => void state.storage.set(key, data)),
  removeStorage: api('removeStorage', ({ key }) => void state.storage.delete(key)),
  showToast: api('showToast', () => ({})),
  showModal: api('showModal', () => ({ confirm: true, cancel: false })),
  showActionSheet: api('showActionSheet', () => ({ tapIndex: 0 })),
  setClipboardData: api('setClipboardData', () => ({})),
  getLocation: api('getLocation', () => ({ latitude: 30.5728, longitude: 104.0668, accuracy: 20 })),
  openLocation: api('openLocation', () => ({})),
  downloadFile: api('downloadFile', () => ({ tempFilePath: 'wxfile://tmp/poster.png', statusCode: 200 })),
  saveImageToPhotosAlbum: api('saveImageToPhotosAlbum', () => ({})),
  getNetworkType: api('getNetworkType', () => ({ networkType: 'wifi' })),
  login: api('login', () => ({ code: 'mini-code-1' })),
  requestPayment: api('requestPayment', () => ({})),
  request: api('request', () => ({ statusCode: 200, data: '' })),
  onAppHide: (cb: unknown) => void state.calls.push(['onAppHide', cb]),
  offAppHide: (cb: unknown) => void state.calls.push(['offAppHide', cb]),
  showShareMenu: api('showShareMenu', () => ({})),
  navigateTo: api('navigateTo', () => ({})),
  redirectTo: api('redirectTo', () => ({})),
  navigateBack: api('navigateBack', () => ({})),
  getCurrentPages: () => [{ route: 'pages/about/index' }, { route: 'pages/journey/detail/index' }],
  setNavigationBarTitle: api('setNavigationBarTitle', () => ({})),
  pageScrollTo: api('pageScrollTo', () => ({})),
  onNetworkStatusChange: (cb: unknown) => void state.calls.push(['onNetworkStatusChange', cb]),
  offNetworkStatusChange: (cb: unknown) => void state.calls.push(['offNetworkStatusChange', cb]),
  getSystemInfoSync: () => ({
    platform: 'ios',
    system: 'iOS 17.4',
    model: 'iPhone 15',
    version: '8.0.47',
    screenWidth: 390,
    windowWidth: 390,
    screenHeight: 844,
    language: 'zh_CN',
    SDKVersion: '3.3.4',
  }),
}
