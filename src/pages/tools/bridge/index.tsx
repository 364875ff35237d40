import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { PageFrame } from '@/components/page-frame'
import { getBridge, type BridgeMethodName } from '@/platform/bridge'
import { CallPanel } from './call-panel'
import { useBridgePageT } from './messages'
import { MethodList } from './method-list'
import './bridge-page.css'

/**
 * Test page for the native bridge (issue 4): pick any method, edit its JSON arguments, call it and see
 * the result or error with the time taken. Outside the app it says the bridge is not available.
 */
export default function BridgeTestPage() {
  const t = useBridgePageT()
  const bridge = getBridge()
  const [available, setAvailable] = useState(bridge.available)
  const [method, setMethod] = useState<BridgeMethodName>('getUserInfo')
  // The app may inject the bridge after the page starts; it announces itself with bridgeReady.
  useEffect(() => bridge.on('bridgeReady', () => setAvailable(bridge.available)), [bridge])

  return (
    <PageFrame route='bridgeTest'>
      {available ? (
        <View className='bridge-page'>
          <Text className='bridge-page__env' data-role='environment'>
            {t('environment', {
              version: bridge.env.appVersion ?? '?',
              os: bridge.env.os,
              build: bridge.env.appBuild ?? '?',
            })}
          </Text>
          <CallPanel method={method} t={t} />
          <MethodList selected={method} onSelect={setMethod} t={t} />
        </View>
      ) : (
        <View className='bridge-page__unavailable' data-role='unavailable'>
          <Text className='bridge-page__notice'>{t('unavailable')}</Text>
          <Text className='bridge-page__hint'>{t('unavailableHint')}</Text>
        </View>
      )}
    </PageFrame>
  )
}
