import { Text, Textarea } from '@tarojs/components'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/feedback'
import { charCount, type FieldError } from '../model'
import { Field } from './field'

/** The description with a live counter against the form's limit; the counter turns red past it. */
export function TextField({
  value,
  onChange,
  max,
  placeholder,
  error,
}: {
  value: string
  onChange: (value: string) => void
  max: number
  placeholder: string
  error?: FieldError
}) {
  const t = useT()
  const count = charCount(value)
  return (
    <Field
      name='text'
      label={t('feedback.text.label')}
      error={error}
      aside={
        <Text className={`feedback-counter${count > max ? ' feedback-counter--over' : ''}`} data-counter=''>
          {t('feedback.text.counter', { count, max })}
        </Text>
      }
    >
      <Textarea
        className='feedback-textarea'
        value={value}
        placeholder={placeholder}
        // A little room past the limit, so a pasted text is cut by the message, not silently.
        maxlength={max + 50}
        onInput={(e) => onChange(e.detail.value)}
      />
    </Field>
  )
}
