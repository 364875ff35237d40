import { getPlatform } from '@/platform'

/** A short message over the page; a toast that cannot show never breaks the action it reports. */
export const say = (message: string) =>
  void getPlatform()
    .ui.toast(message)
    .catch(() => undefined)
