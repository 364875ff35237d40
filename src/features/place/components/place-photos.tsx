import { View } from '@tarojs/components'
import { LazyImage } from '@/components/lazy-image'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/place'

/** The place's photos side by side, scrolled sideways; each loads as it comes near and has its own alt text. */
export function PlacePhotos({ photos, name }: { photos: readonly string[]; name: string }) {
  const t = useT()
  if (photos.length === 0) return null
  return (
    <View className='place-photos' role='group' aria-label={t('place.photos', { name })}>
      {photos.map((src, i) => (
        <LazyImage
          key={src}
          className='place-photos__item'
          src={src}
          alt={t('place.photo', { name, n: i + 1 })}
        />
      ))}
    </View>
  )
}
