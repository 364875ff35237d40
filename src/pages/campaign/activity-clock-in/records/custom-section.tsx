import { View } from '@tarojs/components'
import { useState } from 'react'
import { Button } from '@/components/button'
import { AsyncView } from '@/components/states'
import { CustomRecordForm, CustomRecordList, type CustomRecords } from '@/features/checkin/records'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import type { CustomRecord } from '@types-shared/api/checkin'
import '@/i18n/locales/parts/records'
import { MODULE } from './module'

/** My places of my own: the form to add one (opened on demand) and the list. */
export function CustomSection({
  customs,
  onCreated,
  onSignInNeeded,
}: {
  customs: CustomRecords
  onCreated: (record: CustomRecord) => void
  onSignInNeeded: () => void
}) {
  const t = useT()
  const [adding, setAdding] = useState(false)
  return (
    <View className='records-page__section' data-section='custom'>
      {adding ? (
        <CustomRecordForm
          onCreated={(record) => {
            setAdding(false)
            onCreated(record)
          }}
          onCancel={() => setAdding(false)}
          onSignInNeeded={onSignInNeeded}
          moduleKey={MODULE}
        />
      ) : (
        <Button
          className='records-page__add'
          type='primary'
          data-action='add-custom'
          onClick={() => setAdding(true)}
          {...trackingProps('clockin_records_create_open', { moduleKey: MODULE })}
        >
          {t('records.custom.add')}
        </Button>
      )}
      <AsyncView
        state={customs.state}
        onRetry={customs.retry}
        isEmpty={(list) => list.length === 0}
        emptyLabel={t('records.custom.empty')}
      >
        {(list) => (
          <CustomRecordList
            records={list}
            onDelete={(record) => void customs.remove(record)}
            onRename={customs.rename}
            moduleKey={MODULE}
          />
        )}
      </AsyncView>
    </View>
  )
}
