import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/assistant'
import './assistant.css'

const KEYS = [
  'assistant.suggestion.1',
  'assistant.suggestion.2',
  'assistant.suggestion.3',
  'assistant.suggestion.4',
] as const

/** The empty conversation: a greeting and questions to start with, in the reader's language. */
export function Suggestions({ onAsk }: { onAsk: (question: string) => void }) {
  const t = useT()
  return (
    <View className='assistant-welcome' data-empty=''>
      <Text className='assistant-welcome__hello'>{t('assistant.hello')}</Text>
      <Text className='assistant-welcome__hint'>{t('assistant.helloHint')}</Text>
      <Text className='assistant-welcome__label'>{t('assistant.suggestions')}</Text>
      <View className='assistant-welcome__chips'>
        {KEYS.map((key, i) => (
          <Button
            key={key}
            unstyled
            className='assistant-chip'
            data-suggestion={i + 1}
            onClick={() => onAsk(t(key))}
            {...trackingProps('assistant_suggestion', { moduleKey: 'welcome', index: i + 1 })}
          >
            {t(key)}
          </Button>
        ))}
      </View>
    </View>
  )
}
