import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useT } from '@/i18n'
import type { FieldError } from '../model/wish-rules'
import './wish.css'

/** A labelled field with its counter and, once a send was tried, its message (announced). */
export function WishField({
  name,
  label,
  counter,
  error,
  children,
}: {
  name: string
  label: string
  counter: string
  error?: FieldError
  children: ReactNode
}) {
  const t = useT()
  return (
    <View className={`wish-field${error ? ' wish-field--invalid' : ''}`} data-field={name}>
      <View className='wish-field__head'>
        <Text className='wish-field__label'>{label}</Text>
        <Text className='wish-field__counter'>{counter}</Text>
      </View>
      {children}
      {error && (
        <View className='wish-field__error' role='alert' data-error={name}>
          {t(error.key, error.params)}
        </View>
      )}
    </View>
  )
}
