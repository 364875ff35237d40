import { Text, View } from '@tarojs/components'
import { useT, type MessageKey } from '@/i18n'
import './guide-overlay.css'

export type GuideKind = 'open-app' | 'share'

const TEXTS: Record<GuideKind, { title: MessageKey; body: MessageKey }> = {
  'open-app': { title: 'openApp.guideTitle', body: 'openApp.guideBody' },
  share: { title: 'share.guideTitle', body: 'share.guideBody' },
}

/** WeChat's browser can neither open apps nor share by itself: point at its ··· menu. A tap dismisses. */
export function GuideOverlay({ kind, onDismiss }: { kind: GuideKind; onDismiss: () => void }) {
  const t = useT()
  return (
    <View className='guide-overlay' data-guide={kind} onClick={onDismiss}>
      <View className='guide-overlay__arrow' />
      <View className='guide-overlay__card'>
        <Text className='guide-overlay__title'>{t(TEXTS[kind].title)}</Text>
        <Text className='guide-overlay__body'>{t(TEXTS[kind].body)}</Text>
        <Text className='guide-overlay__dismiss'>{t('guide.dismiss')}</Text>
      </View>
    </View>
  )
}
