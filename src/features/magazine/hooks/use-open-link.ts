import { useCallback } from 'react'
import { useT } from '@/i18n'
import { getPlatform } from '@/platform'
import '@/i18n/locales/parts/magazine'

/**
 * Opens an article's link the platform's way: the app's openLink, the browser's location. Where the
 * platform cannot open web pages (mini-programs) the address is copied for the reader instead.
 */
export function useOpenLink(): (href: string) => void {
  const t = useT()
  return useCallback(
    (href: string) => {
      const { navigation, clipboard, ui } = getPlatform()
      const toast = (message: string) => ui.toast(message).catch(() => undefined)
      navigation.openLink(href).catch(async () => {
        try {
          await clipboard.copy(href)
          await toast(t('magazine.link.copied'))
        } catch {
          await toast(t('magazine.link.failed'))
        }
      })
    },
    [t],
  )
}
