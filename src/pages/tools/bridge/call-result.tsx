import { Text, View } from '@tarojs/components'
import type { BridgePageT } from './messages'
import type { CallOutcome } from './use-bridge-call'

/** The latest call's value as JSON, or its error code and message, with the time it took. */
export function CallResult({ outcome, t }: { outcome: CallOutcome; t: BridgePageT }) {
  if (outcome.kind === 'idle') return null
  if (outcome.kind === 'calling') return <Text className='bridge-page__status'>{t('calling')}</Text>
  const failed = outcome.kind === 'error'
  return (
    <View
      className={`bridge-page__outcome${failed ? ' bridge-page__outcome--error' : ''}`}
      data-method={outcome.method}
    >
      <View className='bridge-page__outcome-head'>
        <Text className='bridge-page__label'>
          {failed ? t('error', { code: outcome.code }) : t('result')}
        </Text>
        <Text className='bridge-page__elapsed' data-role='elapsed'>
          {t('elapsed', { ms: outcome.ms })}
        </Text>
      </View>
      <View className='bridge-page__json' data-role={failed ? 'error' : 'result'}>
        {failed
          ? outcome.message
          : outcome.value === undefined
            ? t('noResult')
            : JSON.stringify(outcome.value, null, 2)}
      </View>
    </View>
  )
}
