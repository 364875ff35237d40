import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/assistant'
import { CHAT_QUESTION_MAX, COUNTER_FROM } from '../model/constants'
import './assistant.css'

/**
 * Enter sends where there is a keyboard and a mouse (a desktop); on a phone Enter is a new line and the
 * button sends. A media query, not a platform check: it asks the device how it is used.
 */
const enterSends = () =>
  typeof matchMedia === 'function' && matchMedia('(hover: hover) and (pointer: fine)').matches

interface KeyEventLike {
  key?: string
  shiftKey?: boolean
  isComposing?: boolean
  nativeEvent?: { isComposing?: boolean }
  preventDefault?: () => void
}

/** The question box: send while there is something to send within the limit, stop while answering. */
export function Composer({
  streaming,
  focus,
  onSend,
  onStop,
  onBlur,
}: {
  streaming: boolean
  /** Focus comes back here after a question is answered or stopped. */
  focus: boolean
  onSend: (question: string) => void
  onStop: () => void
  onBlur: () => void
}) {
  const t = useT()
  const [value, setValue] = useState('')
  const length = value.trim().length
  const tooLong = value.length > CHAT_QUESTION_MAX
  const canSend = !streaming && length > 0 && !tooLong

  const send = () => {
    if (!canSend) return
    onSend(value)
    setValue('')
  }
  const onKeyDown = (e: KeyEventLike) => {
    // An IME composing Chinese confirms its candidate with Enter: that Enter is not a send.
    if (e.key !== 'Enter' || e.shiftKey || e.isComposing || e.nativeEvent?.isComposing || !enterSends())
      return
    e.preventDefault?.()
    send()
  }

  return (
    <View className='assistant-composer' data-composer=''>
      {/* Taro's View types no key events; on H5 it is a div and passes them on, mini-programs have none. */}
      <View className='assistant-composer__field' {...({ onKeyDown } as object)}>
        <Textarea
          className='assistant-composer__input'
          value={value}
          placeholder={t('assistant.placeholder')}
          autoHeight
          focus={focus}
          // A little room past the limit, so a pasted question is refused by the counter, not cut silently.
          maxlength={CHAT_QUESTION_MAX + 200}
          onInput={(e) => setValue(e.detail.value)}
          onBlur={onBlur}
          aria-label={t('assistant.placeholder')}
        />
        {value.length >= COUNTER_FROM && (
          <Text
            className={`assistant-composer__counter${tooLong ? ' assistant-composer__counter--over' : ''}`}
            data-counter=''
            aria-live='polite'
          >
            {tooLong
              ? t('assistant.tooLong', { max: CHAT_QUESTION_MAX })
              : t('assistant.counter', { count: value.length, max: CHAT_QUESTION_MAX })}
          </Text>
        )}
      </View>
      {streaming ? (
        <Button
          className='assistant-composer__button'
          type='warn'
          data-action='stop'
          label={t('assistant.stop')}
          onClick={onStop}
          {...trackingProps('assistant_stop', { moduleKey: 'composer' })}
        >
          {t('assistant.stop')}
        </Button>
      ) : (
        <Button
          className='assistant-composer__button'
          type='primary'
          data-action='send'
          label={t('assistant.send')}
          disabled={!canSend}
          onClick={send}
          {...trackingProps('assistant_send', { moduleKey: 'composer' })}
        >
          {t('assistant.send')}
        </Button>
      )}
    </View>
  )
}
