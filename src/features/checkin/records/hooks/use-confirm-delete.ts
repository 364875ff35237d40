import { useCallback } from 'react'
import { getPlatform } from '@/platform'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/records'

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

export interface DeleteQuestion {
  title: string
  desc: string
}

/**
 * Asks before deleting (the platform's alert: the app's own, a mini-program's modal or Taro's on the
 * web), cancel first and delete in red; runs the deletion only on "delete". Resolves true once deleted.
 * A failure is said in a toast and resolves false; `isSignInNeeded` takes the refused-session case.
 */
export function useConfirmDelete(
  isSignInNeeded: (error: unknown) => boolean,
): (question: DeleteQuestion, run: () => Promise<unknown>) => Promise<boolean> {
  const t = useT()
  return useCallback(
    async ({ title, desc }, run) => {
      const { ui } = getPlatform()
      const choice = await ui
        .alert({
          title,
          desc,
          actions: [
            { name: t('records.delete.cancel'), style: 'cancel' },
            { name: t('records.delete'), style: 'destructive' },
          ],
        })
        // An alert that could not show deletes nothing.
        .catch(() => 0)
      if (choice !== 1) return false
      try {
        await run()
      } catch (error) {
        if (!isSignInNeeded(error))
          await ui.toast(t('records.delete.failed', { message: errorText(error) })).catch(() => undefined)
        return false
      }
      await ui.toast(t('records.delete.done')).catch(() => undefined)
      return true
    },
    [isSignInNeeded, t],
  )
}
