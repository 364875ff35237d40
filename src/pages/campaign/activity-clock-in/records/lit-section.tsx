import { View } from '@tarojs/components'
import { NavLink } from '@/components/nav-link/nav-link'
import { AsyncView, EmptyState, ErrorState } from '@/components/states'
import { RecordList, SearchBox, type LitRecords } from '@/features/checkin/records'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/records'
import { MODULE } from './module'

/** Nothing lit yet: a friendly line and the way to the lighting map. */
function NothingLit() {
  const t = useT()
  return (
    <EmptyState
      label={t('records.empty')}
      action={
        <View
          className='records-page__go'
          {...trackingProps('clockin_records_go_light', { moduleKey: MODULE })}
        >
          <NavLink to='clockInMap'>{t('records.goLight')}</NavLink>
        </View>
      }
    />
  )
}

/** My lit regions: a search by name, then the list by level (or the search's answer). */
export function LitSection({ lit }: { lit: LitRecords }) {
  const t = useT()
  const { search } = lit
  const remove = (record: Parameters<LitRecords['remove']>[0]) => void lit.remove(record)
  return (
    <AsyncView state={lit.state} onRetry={lit.retry}>
      {(records) =>
        records.length === 0 ? (
          <NothingLit />
        ) : (
          <View className='records-page__section' data-section='lit'>
            <SearchBox value={search.keyword} onChange={search.setKeyword} moduleKey={MODULE} />
            {!search.result ? (
              <RecordList records={records} onDelete={remove} moduleKey={MODULE} />
            ) : search.result.status === 'loading' ? (
              <View className='records-searching' role='status'>
                {t('state.loading')}
              </View>
            ) : search.result.status === 'error' ? (
              <ErrorState message={search.result.error.message} />
            ) : search.result.data.length === 0 ? (
              <EmptyState label={t('records.search.noMatch', { keyword: search.query })} />
            ) : (
              <>
                <View className='records-search__count' role='status'>
                  {t('records.search.results', { count: search.result.data.length })}
                </View>
                <RecordList records={search.result.data} onDelete={remove} moduleKey={MODULE} />
              </>
            )}
          </View>
        )
      }
    </AsyncView>
  )
}
