import { Text } from '@tarojs/components'
import { useT, type MessageKey } from '@/i18n'

/** The one-paragraph description a page opens with. */
export function PageIntro({
  message,
  params,
}: {
  message: MessageKey
  params?: Record<string, string | number>
}) {
  const t = useT()
  return <Text className='page__intro'>{t(message, params)}</Text>
}
