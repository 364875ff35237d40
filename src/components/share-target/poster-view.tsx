import { Image, Text, View } from '@tarojs/components'
import { imgAttributes } from '@/components/image'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/share'
import type { PosterImage } from './use-poster-image'
import './poster-view.css'

/** The generated poster, shown as the image that "save image" saves; a placeholder while it is drawn. */
export function PosterView({ poster, title }: { poster: PosterImage; title: string }) {
  const t = useT()
  return (
    <View
      className='poster-view'
      {...trackingProps('share_poster', { moduleKey: 'share', impression: true })}
    >
      <Text className='poster-view__title'>{t('sharePage.posterTitle')}</Text>
      {poster.status === 'ready' ? (
        <Image
          className='poster-view__image'
          src={poster.image.url}
          mode='widthFix'
          showMenuByLongpress
          data-poster='1'
          data-poster-width={poster.image.width}
          imgProps={imgAttributes(t('sharePage.posterAlt', { title }))}
        />
      ) : (
        <View className='poster-view__image poster-view__image--drawing' aria-busy='true'>
          <Text>{t('sharePage.posterDrawing')}</Text>
        </View>
      )}
      <Text className='poster-view__hint'>{t('sharePage.posterHint')}</Text>
    </View>
  )
}
