import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useLocaleStore } from '@/i18n/locale-store'
import { useLocalizedName, useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import type { CheckinRecord } from '@types-shared/api/checkin'
import '@/i18n/locales/parts/records'
import { formatDay, isRecordSource } from '../model'
import './records.css'

/** One lit region: its name in the reader's language, how it was lit, when, and a delete button. */
export function RecordRow({
  record,
  index,
  onDelete,
  moduleKey,
}: {
  record: CheckinRecord
  /** 1-based position in its list, for impressions. */
  index: number
  onDelete: (record: CheckinRecord) => void
  moduleKey: string
}) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const nameOf = useLocalizedName()
  const name = nameOf(record.region.name, record.region.nameEn)
  const source = isRecordSource(record.source) ? t(`records.source.${record.source}`) : record.source
  return (
    <View
      className='records-row'
      role='listitem'
      data-record={record.id}
      {...trackingProps('clockin_records_row', {
        moduleKey,
        index,
        impression: true,
        attrs: { level: record.region.level, source: record.source, code: record.region.code },
      })}
    >
      <View className='records-row__main'>
        <Text className='records-row__name'>{name}</Text>
        <View className='records-row__meta'>
          <Text className={`records-badge records-badge--${record.source}`}>{source}</Text>
          <Text className='records-row__date'>
            {t('records.litOn', { date: formatDay(record.createdAt, locale) })}
          </Text>
        </View>
      </View>
      <Button
        className='records-row__delete'
        size='mini'
        label={t('records.delete.label', { name })}
        data-action='delete-record'
        onClick={() => onDelete(record)}
        {...trackingProps('clockin_records_delete', { moduleKey, attrs: { level: record.region.level } })}
      >
        {t('records.delete')}
      </Button>
    </View>
  )
}
