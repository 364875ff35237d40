import { Input, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/records'
import { KEYWORD_MAX } from '../model'
import './records.css'

/** Finds a lit place by its Chinese or English name; a clear button once something is typed. */
export function SearchBox({
  value,
  onChange,
  moduleKey,
}: {
  value: string
  onChange: (value: string) => void
  moduleKey: string
}) {
  const t = useT()
  return (
    <View className='records-search' role='search'>
      <Input
        className='records-search__input'
        confirmType='search'
        value={value}
        placeholder={t('records.search.placeholder')}
        aria-label={t('records.search.label')}
        maxlength={KEYWORD_MAX + 10}
        onInput={(e) => onChange(e.detail.value)}
      />
      {value && (
        <Button
          className='records-search__clear'
          size='mini'
          label={t('records.search.clear')}
          data-action='clear-search'
          onClick={() => onChange('')}
          {...trackingProps('clockin_records_search_clear', { moduleKey })}
        >
          ×
        </Button>
      )}
    </View>
  )
}
