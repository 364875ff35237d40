import { View } from '@tarojs/components'
import { Button } from '@/components/button'
import { usePageContext } from '@/components/page-frame'
import { useT } from '@/i18n'
import { navigate } from '@/services/router'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/checkin'
import './clock-in-links.css'

const LINKS = [
  { to: 'clockInMap', label: 'checkin.lightNow', key: 'clockin_go_light', primary: true },
  { to: 'clockInRecords', label: 'checkin.records', key: 'clockin_go_records' },
  { to: 'clockInTemplates', label: 'checkin.templates', key: 'clockin_go_templates' },
  { to: 'clockInRule', label: 'checkin.rule', key: 'clockin_go_rule' },
] as const

/** The campaign's other pages, from its home. */
export function ClockInLinks() {
  const t = useT()
  const page = usePageContext()
  return (
    <View className='clock-in-links'>
      {LINKS.map((link) => (
        <Button
          key={link.to}
          size='mini'
          type={'primary' in link ? 'primary' : undefined}
          className='clock-in-links__item'
          data-action={link.key}
          onClick={() => navigate(link.to, page?.route).catch(() => undefined)}
          {...trackingProps(link.key)}
        >
          {t(link.label)}
        </Button>
      ))}
    </View>
  )
}
