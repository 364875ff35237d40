import { Input, Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import type { PlaceBrief } from '@types-shared/api/journey'
import { Button } from '@/components/button'
import { useLocalizedName, useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/itinerary-editor'
import { searchPlaces } from '../api/places'

/** Typing settles this long before a search goes out. */
const SEARCH_DELAY_MS = 300

type Results =
  { kind: 'idle' } | { kind: 'searching' } | { kind: 'found'; places: PlaceBrief[] } | { kind: 'failed' }

/** Search places (poi/autocomplete/web) and add one to the day; only the newest search's answer shows. */
export function PlaceSearch({ dayId, onPick }: { dayId: string; onPick: (place: PlaceBrief) => void }) {
  const t = useT()
  const name = useLocalizedName()
  const [keyword, setKeyword] = useState('')
  const [results, setResults] = useState<Results>({ kind: 'idle' })
  const [attempt, setAttempt] = useState(0)
  const latest = useRef(0)

  useEffect(() => {
    const k = keyword.trim()
    if (!k) return setResults({ kind: 'idle' })
    const ticket = ++latest.current
    setResults({ kind: 'searching' })
    const timer = setTimeout(() => {
      searchPlaces(k).then(
        (places) => ticket === latest.current && setResults({ kind: 'found', places }),
        () => ticket === latest.current && setResults({ kind: 'failed' }),
      )
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [keyword, attempt])

  return (
    <View className='place-search' data-place-search={dayId}>
      <Input
        className='place-search__input'
        value={keyword}
        placeholder={t('editor.search.placeholder')}
        aria-label={t('editor.search.placeholder')}
        maxlength={50}
        confirmType='search'
        onInput={(e) => setKeyword(e.detail.value)}
      />
      {results.kind === 'searching' && (
        <Text className='place-search__state'>{t('editor.search.searching')}</Text>
      )}
      {results.kind === 'failed' && (
        <View className='place-search__state' role='alert'>
          <Text>{t('editor.search.failed')}</Text>
          <Button size='mini' data-action='retry-search' onClick={() => setAttempt((n) => n + 1)}>
            {t('state.retry')}
          </Button>
        </View>
      )}
      {results.kind === 'found' && results.places.length === 0 && (
        <Text className='place-search__state'>{t('editor.search.none', { keyword: keyword.trim() })}</Text>
      )}
      {results.kind === 'found' && results.places.length > 0 && (
        <View className='place-search__results' role='list'>
          {results.places.map((place) => (
            <View key={place.id} className='place-search__result' role='listitem' data-result={place.id}>
              <View className='place-search__text'>
                <Text className='place-search__name'>{name(place.name, place.nameEn)}</Text>
                <Text className='place-search__city'>{name(place.city, place.cityEn)}</Text>
              </View>
              <Button
                size='mini'
                type='primary'
                data-action='add-place'
                onClick={() => {
                  onPick(place)
                  setKeyword('')
                }}
                {...trackingProps('editor_add_place', {
                  moduleKey: 'itinerary_editor',
                  attrs: { placeId: place.id },
                })}
              >
                {t('editor.search.add')}
              </Button>
            </View>
          ))}
        </View>
      )}
    </View>
  )
}
