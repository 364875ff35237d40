import { Input, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import type { Region } from '@types-shared/api/checkin'
import { Button } from '@/components/button'
import { searchRegions } from '@/features/checkin'
import { localizedName } from '@/i18n/localized-name'
import { useLocaleStore } from '@/i18n/locale-store'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/checkin'

const DEBOUNCE_MS = 250

/** Finds a region by name (Chinese or English) when it is too small to tap or far off the map. */
export function RegionSearch({ onPick }: { onPick: (region: Region) => void }) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const [keyword, setKeyword] = useState('')
  const [hits, setHits] = useState<Region[] | null>(null)
  useEffect(() => {
    const word = keyword.trim()
    if (!word) {
      setHits(null)
      return
    }
    let current = true
    const timer = setTimeout(() => {
      searchRegions(word.slice(0, 40)).then(
        (found) => current && setHits(found),
        () => current && setHits([]),
      )
    }, DEBOUNCE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [keyword])
  return (
    <View className='region-search'>
      <Input
        className='region-search__input'
        type='text'
        value={keyword}
        maxlength={40}
        placeholder={t('checkin.search')}
        aria-label={t('checkin.search')}
        onInput={(e) => setKeyword(e.detail.value)}
      />
      {hits && hits.length === 0 && (
        <Text className='region-search__empty'>{t('checkin.searchEmpty', { keyword: keyword.trim() })}</Text>
      )}
      {hits && hits.length > 0 && (
        <View className='region-search__hits'>
          {hits.slice(0, 8).map((region) => (
            <Button
              key={region.code}
              unstyled
              className='region-search__hit'
              data-region-hit={region.code}
              onClick={() => {
                setKeyword('')
                onPick(region)
              }}
              {...trackingProps('clockin_search_pick', { attrs: { code: region.code } })}
            >
              {localizedName(region.name, region.nameEn, locale)}
            </Button>
          ))}
        </View>
      )}
    </View>
  )
}
