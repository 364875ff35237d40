import { View } from '@tarojs/components'
import { useT } from '@/i18n'
import type { CheckinRecord } from '@types-shared/api/checkin'
import '@/i18n/locales/parts/records'
import { groupByLevel } from '../model'
import { RecordRow } from './record-row'
import './records.css'

/** Lit regions in three lists: countries, provinces, cities (a level with none is left out). */
export function RecordList({
  records,
  onDelete,
  moduleKey,
}: {
  records: readonly CheckinRecord[]
  onDelete: (record: CheckinRecord) => void
  moduleKey: string
}) {
  const t = useT()
  return (
    <View className='records-list'>
      {groupByLevel(records).map((group) => {
        const heading = t('records.level.heading', {
          level: t(`records.level.${group.level}`),
          count: group.records.length,
        })
        return (
          <View key={group.level} className='records-group' data-level={group.level}>
            <View className='records-group__title' role='heading' aria-level={3}>
              {heading}
            </View>
            <View className='records-group__list' role='list' aria-label={heading}>
              {group.records.map((record, i) => (
                <RecordRow
                  key={record.id}
                  record={record}
                  index={i + 1}
                  onDelete={onDelete}
                  moduleKey={moduleKey}
                />
              ))}
            </View>
          </View>
        )
      })}
    </View>
  )
}
