import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import type { ReactNode } from 'react'
import { useT } from '@/i18n'
import './states.css'

export function LoadingState({ label }: { label?: string }) {
  const t = useT()
  return (
    <View className='state state--loading' role='status' aria-live='polite'>
      <View className='state__spinner' aria-hidden='true' />
      <Text className='state__text'>{label ?? t('state.loading')}</Text>
    </View>
  )
}

export function EmptyState({ label, action }: { label?: string; action?: ReactNode }) {
  const t = useT()
  return (
    <View className='state state--empty'>
      <Text className='state__text'>{label ?? t('state.empty')}</Text>
      {action}
    </View>
  )
}

export function ErrorState({ message, onRetry }: { message?: string; onRetry?: () => void }) {
  const t = useT()
  return (
    <View className='state state--error' role='alert'>
      <Text className='state__text'>{message ?? t('state.error')}</Text>
      {onRetry && (
        <Button className='state__retry' size='mini' onClick={onRetry}>
          {t('state.retry')}
        </Button>
      )}
    </View>
  )
}
