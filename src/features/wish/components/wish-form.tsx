import { Input, Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/wish'
import { useWishForm } from '../hooks/use-wish-form'
import { DESTINATION_MAX, TEXT_MAX, charCount, type WishFields } from '../model/wish-rules'
import { WishField } from './wish-field'
import './wish.css'

/**
 * Today's wish: where to (1-40 characters) and the wish (2-200). One a day: once made, the form says
 * so instead (`doneToday`); the server's answer stays the rule.
 */
export function WishForm({
  doneToday,
  onSend,
}: {
  doneToday: boolean
  onSend: (fields: WishFields) => Promise<boolean>
}) {
  const t = useT()
  const form = useWishForm(onSend)
  const { fields, errors } = form
  return (
    <View className='wish-form' role='form' aria-label={t('wish.form.title')} data-form='wish'>
      <View className='wish-section__title' role='heading' aria-level={2}>
        {t('wish.form.title')}
      </View>
      <Text className='wish-form__note' data-done-today={doneToday}>
        {doneToday ? t('wish.form.doneToday') : t('wish.form.oneADay')}
      </Text>
      <WishField
        name='destination'
        label={t('wish.form.destination')}
        counter={t('wish.form.counter', { count: charCount(fields.destination), max: DESTINATION_MAX })}
        error={errors.destination}
      >
        <Input
          className='wish-input'
          value={fields.destination}
          placeholder={t('wish.form.destinationPlaceholder')}
          aria-label={t('wish.form.destination')}
          // Room past the limit, so a pasted name is cut by the message, not silently.
          maxlength={DESTINATION_MAX + 20}
          onInput={(e) => form.setField('destination', e.detail.value)}
        />
      </WishField>
      <WishField
        name='text'
        label={t('wish.form.text')}
        counter={t('wish.form.counter', { count: charCount(fields.text), max: TEXT_MAX })}
        error={errors.text}
      >
        {/* One line: a wish is a sentence, and Taro's H5 textarea brings 13.5 KB gzip of web-component
            runtime, which would put the wish page over its size budget (docs/capture-and-wish.md). */}
        <Input
          className='wish-input wish-input--text'
          value={fields.text}
          placeholder={t('wish.form.textPlaceholder')}
          aria-label={t('wish.form.text')}
          maxlength={TEXT_MAX + 50}
          onInput={(e) => form.setField('text', e.detail.value)}
        />
      </WishField>
      <Button
        type='primary'
        className='wish-form__submit'
        data-action='make-wish'
        loading={form.sending}
        disabled={form.sending}
        onClick={() => void form.submit()}
        {...trackingProps('wish_make', { moduleKey: 'wish_form' })}
      >
        {form.sending ? t('wish.form.sending') : t('wish.form.submit')}
      </Button>
    </View>
  )
}
