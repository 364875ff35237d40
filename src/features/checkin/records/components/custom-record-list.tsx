import { Image, Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { DECORATIVE_IMAGE } from '@/components/image'
import { photoDisplayUrl } from '@/components/photo-uploads'
import { useT } from '@/i18n'
import { useLocaleStore } from '@/i18n/locale-store'
import { trackingProps } from '@/services/tracking'
import type { CustomRecord } from '@types-shared/api/checkin'
import '@/i18n/locales/parts/records'
import { CUSTOM_NAME_MAX, customNameProblem, formatDay } from '../model'
import { InlineEdit } from './inline-edit'
import './records.css'

/** Thumbnails shown per place; the count says how many there are in all. */
const THUMBNAILS = 3

function CustomRecordRow({
  record,
  index,
  onDelete,
  onRename,
  moduleKey,
}: {
  record: CustomRecord
  index: number
  onDelete: (record: CustomRecord) => void
  onRename: (record: CustomRecord, name: string) => Promise<void>
  moduleKey: string
}) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  return (
    <View
      className='records-row records-row--custom'
      role='listitem'
      data-custom-record={record.id}
      {...trackingProps('clockin_records_custom_row', { moduleKey, index, impression: true })}
    >
      <View className='records-row__main'>
        <InlineEdit
          value={record.name}
          display={<Text className='records-row__name'>{record.name}</Text>}
          inputLabel={t('records.custom.renameLabel', { name: record.name })}
          editLabel={t('records.custom.rename')}
          max={CUSTOM_NAME_MAX}
          validate={customNameProblem}
          onSave={(name) => onRename(record, name)}
          trackPrefix='clockin_records_rename'
          moduleKey={moduleKey}
        />
        <View className='records-row__meta'>
          <Text className='records-badge records-badge--custom'>{t('records.source.custom')}</Text>
          {record.visitedOn && (
            <Text className='records-row__date'>
              {t('records.custom.visitedOn', { date: formatDay(record.visitedOn, locale) })}
            </Text>
          )}
        </View>
        {record.note && <Text className='records-row__note'>{record.note}</Text>}
        {record.photos.length > 0 && (
          <View className='records-row__photos'>
            {record.photos.slice(0, THUMBNAILS).map((url) => (
              <Image
                key={url}
                className='records-row__photo'
                src={photoDisplayUrl(url)}
                mode='aspectFill'
                imgProps={DECORATIVE_IMAGE}
              />
            ))}
            <Text className='records-row__photo-count'>
              {t('records.custom.photoCount', { count: record.photos.length })}
            </Text>
          </View>
        )}
      </View>
      <Button
        className='records-row__delete'
        size='mini'
        label={t('records.delete.label', { name: record.name })}
        data-action='delete-custom'
        onClick={() => onDelete(record)}
        {...trackingProps('clockin_records_delete_custom', { moduleKey })}
      >
        {t('records.delete')}
      </Button>
    </View>
  )
}

/** My places of my own, newest first: name (renamable), visit date, note, photos and delete. */
export function CustomRecordList({
  records,
  onDelete,
  onRename,
  moduleKey,
}: {
  records: readonly CustomRecord[]
  onDelete: (record: CustomRecord) => void
  onRename: (record: CustomRecord, name: string) => Promise<void>
  moduleKey: string
}) {
  const t = useT()
  return (
    <View
      className='records-group__list'
      role='list'
      aria-label={t('records.tab.custom', { count: records.length })}
    >
      {records.map((record, i) => (
        <CustomRecordRow
          key={record.id}
          record={record}
          index={i + 1}
          onDelete={onDelete}
          onRename={onRename}
          moduleKey={moduleKey}
        />
      ))}
    </View>
  )
}
