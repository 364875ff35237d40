import { View } from '@tarojs/components'
import { Button } from '@/components/button'
import { usePageContext } from '@/components/page-frame'
import { useT } from '@/i18n'
import { navigate } from '@/services/router'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/capture'
import './capture-page.css'

const LINKS = {
  captureGiftShop: { label: 'capture.toGiftShop', key: 'capture_go_giftshop' },
  capture: { label: 'capture.toHome', key: 'capture_go_home' },
  captureRule: { label: 'capture.toRule', key: 'capture_go_rule' },
} as const

/** The campaign's other pages; the first is the one this page leads to most. */
export function CaptureLinks({ to }: { to: ReadonlyArray<keyof typeof LINKS> }) {
  const t = useT()
  const page = usePageContext()
  return (
    <View className='capture-links'>
      {to.map((name, index) => (
        <Button
          key={name}
          size='mini'
          type={index === 0 ? 'primary' : undefined}
          data-action={LINKS[name].key}
          onClick={() => navigate(name, page?.route).catch(() => undefined)}
          {...trackingProps(LINKS[name].key)}
        >
          {t(LINKS[name].label)}
        </Button>
      ))}
    </View>
  )
}
