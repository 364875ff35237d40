import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { Button } from '@/components/button'
import {
  countByLevel,
  NicknameRow,
  useCustomRecords,
  useLitRecords,
  useNickname,
} from '@/features/checkin/records'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/records'
import { CustomSection } from './custom-section'
import { LitSection } from './lit-section'
import { MODULE } from './module'
import './index.css'

type Tab = 'lit' | 'custom'

/** A signed-in traveller's records: nickname, a summary, and the two kinds of record as tabs. */
export function RecordsView({ onSignInNeeded }: { onSignInNeeded: () => void }) {
  const t = useT()
  const [tab, setTab] = useState<Tab>('lit')
  const lit = useLitRecords({ onSignInNeeded })
  const customs = useCustomRecords({ onSignInNeeded })
  const nickname = useNickname({ onSignInNeeded })
  const litCount = lit.state.status === 'ready' ? lit.state.data.length : 0
  const customCount = customs.state.status === 'ready' ? customs.state.data.length : 0
  const counts = lit.state.status === 'ready' ? countByLevel(lit.state.data) : null

  const tabButton = (name: Tab, label: string) => (
    <Button
      className={`records-page__tab${tab === name ? ' records-page__tab--current' : ''}`}
      size='mini'
      aria-pressed={tab === name}
      data-tab={name}
      onClick={() => setTab(name)}
      {...trackingProps('clockin_records_tab', { moduleKey: MODULE, attrs: { tab: name } })}
    >
      {label}
    </Button>
  )

  return (
    <View className='records-page'>
      <Text className='records-page__intro'>{t('records.intro')}</Text>
      <NicknameRow nickname={nickname} moduleKey={MODULE} />
      {counts && (
        <Text className='records-page__summary' data-summary=''>
          {t('records.summary', {
            countries: counts.country,
            provinces: counts.province,
            cities: counts.city,
          })}
        </Text>
      )}
      <View className='records-page__tabs' role='group' aria-label={t('records.tabs')}>
        {tabButton('lit', t('records.tab.lit', { count: litCount }))}
        {tabButton('custom', t('records.tab.custom', { count: customCount }))}
      </View>
      {tab === 'lit' ? (
        <LitSection lit={lit} />
      ) : (
        <CustomSection
          customs={customs}
          onCreated={(record) => {
            customs.add(record)
            // The place lit its region: the other tab shows it when the traveller goes back.
            lit.refresh()
          }}
          onSignInNeeded={onSignInNeeded}
        />
      )}
    </View>
  )
}
