import { loadOnce } from '../load-once'
import type { UiAdapter } from '../types'

/**
 * Taro's toast, modal and action sheet (their H5 rendering is about 25 KB of Taro's chunk, 7 KB gzip)
 * load on the first message instead of with every page: most visits never show one (issue 18). A
 * failed load is retried by the next call; the argument checks stay in the loaded adapter, so a bad
 * call fails the same way either way.
 */
export function lazyUi(load: () => Promise<UiAdapter>): UiAdapter {
  const get = loadOnce(load)
  return {
    toast: (message, options) => get().then((ui) => ui.toast(message, options)),
    alert: (options) => get().then((ui) => ui.alert(options)),
    actionSheet: (options) => get().then((ui) => ui.actionSheet(options)),
  }
}
