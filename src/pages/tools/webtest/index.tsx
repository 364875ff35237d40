import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { PageFrame } from '@/components/page-frame'
import { TelemetryLog } from '@/components/telemetry-log'
import { useT } from '@/i18n'
import { getPlatform, type NetworkType } from '@/platform'
import '@/i18n/locales/parts/tools'
import '../tools.css'

function Row({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <View className='tools-row' data-field={testId}>
      <Text className='tools-row__label'>{label}</Text>
      <Text className='tools-row__value'>{value}</Text>
    </View>
  )
}

/** Everything the platform layer detected about where the page runs. */
function EnvironmentTable() {
  const t = useT()
  const { environment, device } = getPlatform()
  const report = environment.describe()
  const [network, setNetwork] = useState<NetworkType | '…'>('…')
  const [visitor, setVisitor] = useState('…')
  useEffect(() => {
    device.getNetworkType().then(setNetwork, () => setNetwork('NONE'))
    environment.visitorId().then(setVisitor, () => setVisitor('-'))
    return device.onNetworkChange(setNetwork)
  }, [device, environment])
  const yes = (v: boolean) => (v ? t('tools.yes') : t('tools.no'))
  const { info } = report
  const openGates = Object.entries(report.gates)
    .filter(([, open]) => open)
    .map(([name]) => name)
  return (
    <View className='tools-table'>
      <Row label={t('tools.webtest.context')} value={report.context} testId='context' />
      <Row label={t('tools.webtest.label')} value={report.label} testId='label' />
      <Row
        label={t('tools.webtest.app')}
        value={info.inApp ? `${info.appVersion} (${info.appBuild ?? '-'})` : '-'}
        testId='app'
      />
      <Row label={t('tools.webtest.os')} value={`${info.os} ${info.osVersion ?? ''}`.trim()} testId='os' />
      <Row label={t('tools.webtest.gates')} value={openGates.join(', ') || '-'} testId='gates' />
      <Row
        label={t('tools.webtest.screen')}
        value={`${report.screen.width} × ${report.screen.height}`}
        testId='screen'
      />
      <Row label={t('tools.webtest.notch')} value={yes(report.notch)} testId='notch' />
      <Row label={t('tools.webtest.webp')} value={yes(report.webp)} testId='webp' />
      <Row label={t('tools.webtest.network')} value={network} testId='network' />
      <Row label={t('tools.webtest.visitor')} value={visitor} testId='visitor' />
      <Row label={t('tools.webtest.userAgent')} value={report.userAgent} testId='ua' />
    </View>
  )
}

export default function WebTestPage() {
  return (
    <PageFrame route='webTest'>
      <EnvironmentTable />
      <TelemetryLog />
    </PageFrame>
  )
}
