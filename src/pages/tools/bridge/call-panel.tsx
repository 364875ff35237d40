import { Text, Textarea, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useEffect, useState } from 'react'
import type { BridgeMethodName } from '@/platform/bridge'
import { BRIDGE_EXAMPLE_ARGS } from '@/platform/bridge/methods/examples'
import { CallResult } from './call-result'
import type { BridgePageT } from './messages'
import { useBridgeCall } from './use-bridge-call'

const example = (method: BridgeMethodName) => JSON.stringify(BRIDGE_EXAMPLE_ARGS[method], null, 2)

/** The chosen method's JSON arguments (prefilled with its example), the call button and the outcome. */
export function CallPanel({ method, t }: { method: BridgeMethodName; t: BridgePageT }) {
  const [argsJson, setArgsJson] = useState(() => example(method))
  const { outcome, call } = useBridgeCall()
  useEffect(() => setArgsJson(example(method)), [method])

  return (
    <View className='bridge-page__panel'>
      <Text className='bridge-page__label'>{t('args', { method })}</Text>
      <Textarea
        className='bridge-page__args'
        value={argsJson}
        maxlength={-1}
        onInput={(e) => setArgsJson(e.detail.value)}
        data-role='args'
      />
      <View className='bridge-page__actions'>
        <Button
          className='bridge-page__call'
          type='primary'
          size='mini'
          loading={outcome.kind === 'calling'}
          onClick={() => call(method, argsJson, (message) => t('badJson', { message }))}
          data-role='call'
        >
          {t('call')}
        </Button>
        <Button
          className='bridge-page__reset'
          size='mini'
          onClick={() => setArgsJson(example(method))}
          data-role='reset'
        >
          {t('reset')}
        </Button>
      </View>
      <CallResult outcome={outcome} t={t} />
    </View>
  )
}
