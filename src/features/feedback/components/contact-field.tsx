import { Input } from '@tarojs/components'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/feedback'
import { CONTACT_MAX, type FieldError } from '../model'
import { Field } from './field'

/** Optional phone or email; checked when the traveller leaves the field, not while typing. */
export function ContactField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string
  onChange: (value: string) => void
  onBlur: () => void
  error?: FieldError
}) {
  const t = useT()
  return (
    <Field name='contact' label={t('feedback.contact.label')} error={error}>
      <Input
        className='feedback-input'
        value={value}
        placeholder={t('feedback.contact.placeholder')}
        maxlength={CONTACT_MAX + 20}
        onInput={(e) => onChange(e.detail.value)}
        onBlur={onBlur}
      />
    </Field>
  )
}
