import { Image, Text, View } from '@tarojs/components'
import { imgAttributes } from '@/components/image'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/share'
import './poster-view.css'

/** The generated poster, shown as the image that "save image" saves. */
export function PosterView({ url, title }: { url: string; title: string }) {
  const t = useT()
  return (
    <View
      className='poster-view'
      {...trackingProps('share_poster', { moduleKey: 'share', impression: true })}
    >
      <Text className='poster-view__title'>{t('sharePage.posterTitle')}</Text>
      <Image
        className='poster-view__image'
        src={url}
        mode='widthFix'
        showMenuByLongpress
        data-poster='1'
        imgProps={imgAttributes(t('sharePage.posterAlt', { title }))}
      />
      <Text className='poster-view__hint'>{t('sharePage.posterHint')}</Text>
    </View>
  )
}
