import { View } from '@tarojs/components'
import type { MessageKey } from '@/i18n'
import { useT } from '@/i18n'
import './prize.css'

/** A one-line answer to the last move (done, or why not), announced as it appears. */
export function PrizeNotice({ message, tone }: { message: MessageKey | null; tone: 'ok' | 'error' }) {
  const t = useT()
  if (!message) return null
  return (
    <View
      className={`prize-notice prize-notice--${tone}`}
      role={tone === 'error' ? 'alert' : 'status'}
      data-notice={message}
    >
      {t(message)}
    </View>
  )
}
