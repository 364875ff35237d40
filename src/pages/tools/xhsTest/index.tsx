import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useState } from 'react'
import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'
import { OpenAppButton } from '@/components/open-app/open-app-button'
import { GuideOverlay, type GuideKind } from '@/components/guide-overlay/guide-overlay'
import { useT } from '@/i18n'
import { getPlatform } from '@/platform'
import '@/i18n/locales/parts/tools'
import '../tools.css'

const TARGET = { pageType: 'journey_detail', params: { id: '1' }, source: 'xhsTest', channel: 'h5' }

/** Tries the open-app and share flows of this browser, and shows each guide on demand. */
function GuideLab() {
  const t = useT()
  const [outcome, setOutcome] = useState<string>('')
  const [guide, setGuide] = useState<GuideKind | null>(null)
  const share = async () => {
    const url =
      typeof window === 'undefined'
        ? 'https://m.trip.example/web/journey/detail/1'
        : `${window.location.origin}/web/journey/detail/1`
    try {
      const { status } = await getPlatform().share.share({ title: t('route.journeyDetail'), url })
      if (status === 'guide') setGuide('share')
      setOutcome(status)
    } catch (error) {
      setOutcome(error instanceof Error ? error.message : String(error))
    }
  }
  return (
    <View>
      <PageIntro message='page.tools.intro' />
      <View className='tools-actions'>
        <OpenAppButton target={TARGET} onOutcome={setOutcome} />
        <Button data-action='share' onClick={share}>
          {t('tools.xhs.share')}
        </Button>
        <Button data-action='show-open-guide' onClick={() => setGuide('open-app')}>
          {t('tools.xhs.showOpenGuide')}
        </Button>
        <Button data-action='show-share-guide' onClick={() => setGuide('share')}>
          {t('tools.xhs.showShareGuide')}
        </Button>
      </View>
      {outcome && (
        <Text className='tools-outcome' data-field='outcome'>
          {t('tools.xhs.outcome', { outcome })}
        </Text>
      )}
      {guide && <GuideOverlay kind={guide} onDismiss={() => setGuide(null)} />}
    </View>
  )
}

export default function XhsTestPage() {
  return (
    <PageFrame route='xhsTest'>
      <GuideLab />
    </PageFrame>
  )
}
