import { Text, View } from '@tarojs/components'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/feedback'

/** Which place the report is about, so nobody reports the wrong one. */
export function PlaceHeader({ name }: { name: string }) {
  const t = useT()
  return (
    <View className='feedback-header'>
      <Text className='feedback-intro'>{t('page.poiFeedback.intro')}</Text>
      <View className='feedback-place' data-place-name={name}>
        <Text className='feedback-place__label'>{t('feedback.place.label')}</Text>
        <Text className='feedback-place__name'>{name}</Text>
      </View>
    </View>
  )
}
