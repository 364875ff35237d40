import { Image, Text, View } from '@tarojs/components'
import type { SpringFestival } from '@types-shared/api/content'
import { DECORATIVE_IMAGE } from '@/components/image'
import { trackingProps } from '@/services/tracking'
import './spring-festival.css'

export type FestivalPoster = SpringFestival['posters'][number]

/** The Spring Festival poster templates; a tap picks one for the traveller's own poster. */
export function PosterCards({
  posters,
  onOpen,
}: {
  posters: readonly FestivalPoster[]
  onOpen: (poster: FestivalPoster) => void
}) {
  return (
    <View className='festival-posters'>
      {posters.map((p, i) => (
        <View
          key={p.id}
          className='festival-poster'
          role='link'
          aria-label={p.name}
          data-poster={p.id}
          onClick={() => onOpen(p)}
          {...trackingProps('festival_poster', {
            moduleKey: 'festival_posters',
            index: i + 1,
            attrs: { templateId: p.id },
            impression: true,
          })}
        >
          <Image
            className='festival-poster__image'
            src={p.image}
            mode='aspectFill'
            imgProps={DECORATIVE_IMAGE}
          />
          <Text className='festival-poster__name'>{p.name}</Text>
        </View>
      ))}
    </View>
  )
}
