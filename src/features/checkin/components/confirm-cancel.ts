import { getPlatform } from '@/platform'
import { t } from '@/i18n'
import '@/i18n/locales/parts/checkin'

/** Asks before a place is cancelled; true when the traveller confirmed. */
export async function confirmCancel(name: string): Promise<boolean> {
  const choice = await getPlatform()
    .ui.alert({
      title: t('checkin.cancelConfirmTitle', { name }),
      desc: t('checkin.cancelConfirmDesc'),
      actions: [
        { name: t('checkin.keep'), style: 'cancel' },
        { name: t('checkin.cancelConfirm'), style: 'destructive' },
      ],
    })
    .catch(() => 0)
  return choice === 1
}
