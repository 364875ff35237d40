import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useT } from '@/i18n'
import type { FieldError } from '../model'
import './feedback.css'

/** A labelled form field with its message underneath; the message is announced when it appears. */
export function Field({
  name,
  label,
  error,
  aside,
  children,
}: {
  name: string
  label: string
  error?: FieldError
  aside?: ReactNode
  children: ReactNode
}) {
  const t = useT()
  return (
    <View className={`feedback-field${error ? ' feedback-field--invalid' : ''}`} data-field={name}>
      <View className='feedback-field__head'>
        <Text className='feedback-field__label'>{label}</Text>
        {aside}
      </View>
      {children}
      {error && (
        <View className='feedback-field__error' role='alert' data-error={name}>
          {t(error.key, error.params)}
        </View>
      )}
    </View>
  )
}
