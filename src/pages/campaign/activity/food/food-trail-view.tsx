import { View } from '@tarojs/components'
import { useState } from 'react'
import type { FoodHome, FoodPlace } from '@types-shared/api/content'
import { AsyncView, type AsyncStatus } from '@/components/states'
import { CityPanel, CityTabs, eatenIds, FoodProgress, SharerBanner } from '@/features/food'

/**
 * The trail: the sharer's progress when opened from a share, the reader's overall progress, a tab per
 * city, and the chosen city's places with the reader's own "I ate here".
 */
export function FoodTrailView({
  home,
  shared,
  onRetryShared,
  visitor,
  busy,
  onOpen,
  onEaten,
}: {
  home: FoodHome
  shared: AsyncStatus<FoodHome | null>
  onRetryShared: () => void
  visitor: boolean
  busy: ReadonlySet<number>
  onOpen: (place: FoodPlace) => void
  onEaten: (place: FoodPlace, eaten: boolean) => void
}) {
  const [chosen, setChosen] = useState(home.cities[0]?.cityCode ?? '')
  const city = home.cities.find((c) => c.cityCode === chosen) ?? home.cities[0]
  const sharer = shared.status === 'ready' ? shared.data : null
  return (
    <View className='food-page__trail'>
      <AsyncView state={shared} onRetry={onRetryShared}>
        {(data) => data && <SharerBanner home={data} />}
      </AsyncView>
      <FoodProgress home={home} visitor={visitor} />
      <CityTabs cities={home.cities} chosen={city.cityCode} showProgress={!visitor} onChoose={setChosen} />
      <CityPanel
        city={city}
        showProgress={!visitor}
        busy={busy}
        sharerName={sharer?.owner?.nickname}
        sharerAte={eatenIds(sharer)}
        onOpen={onOpen}
        onEaten={onEaten}
      />
    </View>
  )
}
