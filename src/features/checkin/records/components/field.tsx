import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useT } from '@/i18n'
import type { FieldError } from '../model'
import './records.css'

/** A labelled form field with its message underneath, announced when it appears. */
export function Field({
  name,
  label,
  error,
  children,
}: {
  name: string
  label: string
  error?: FieldError
  children: ReactNode
}) {
  const t = useT()
  return (
    <View className={`records-field${error ? ' records-field--invalid' : ''}`} data-field={name}>
      <Text className='records-field__label'>{label}</Text>
      {children}
      {error && (
        <View className='records-field__error' role='alert' data-error={name}>
          {t(error.key, error.params)}
        </View>
      )}
    </View>
  )
}
