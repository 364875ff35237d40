import type { Prize } from '@types-shared/api/campaign'
import { getPlatform } from '@/platform'
import { t } from '@/i18n'
import '@/i18n/locales/parts/capture'

/** Asks before points are spent (they are not refunded); true when the traveller confirmed. */
export async function confirmExchange(gift: Prize): Promise<boolean> {
  const choice = await getPlatform()
    .ui.alert({
      title: t('capture.shop.confirmTitle', { cost: gift.pointsCost, name: gift.name }),
      desc: t('capture.shop.confirmDesc'),
      actions: [{ name: t('capture.shop.cancel'), style: 'cancel' }, { name: t('capture.shop.confirm') }],
    })
    .catch(() => 0)
  return choice === 1
}
