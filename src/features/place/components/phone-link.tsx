import { Text } from '@tarojs/components'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/place'

/**
 * A tel: link on H5, where the browser or the app's webview dials it; mini-programs have no links, so
 * the number stays selectable text there. TARO_ENV is replaced at build time, so each bundle keeps one.
 */
export function PhoneLink({ phone, placeId }: { phone: string; placeId: number }) {
  const t = useT()
  if (process.env.TARO_ENV !== 'h5') return <Text selectable>{phone}</Text>
  return (
    <a
      className='place-sheet__link'
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      aria-label={t('place.call', { phone })}
      {...trackingProps('place_sheet_call', { moduleKey: 'place_sheet', attrs: { placeId } })}
    >
      {phone}
    </a>
  )
}
