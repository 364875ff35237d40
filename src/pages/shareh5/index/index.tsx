import { View } from '@tarojs/components'
import { Button } from '@/components/button'
import { useRef } from 'react'
import { PageFrame, usePageContext } from '@/components/page-frame'
import { EmptyState, ErrorState } from '@/components/states'
import { useT } from '@/i18n'
import { navigate } from '@/services/router'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/share'
import { ShareView } from './share-view'
import { useShareTarget } from './use-share-target'
import './index.css'

function ShareBody() {
  const t = useT()
  const target = useShareTarget()
  const page = usePageContext()
  // The page is kept alive (SPEC.md section 2): the mount time stays the same across a visit to the
  // result page and back, which the end-to-end test reads to prove no remount happened.
  const mountedAt = useRef(Date.now())
  return (
    <View className='share-entry' data-mounted-at={mountedAt.current}>
      {target.ok ? (
        <ShareView target={target.target} />
      ) : target.problem === 'none' ? (
        <EmptyState
          label={t('sharePage.nothingChosen')}
          action={
            <Button
              size='mini'
              data-action='sample-journey'
              onClick={() =>
                navigate('journeyDetail', page?.route, { params: { id: 1 } }).catch(() => undefined)
              }
              {...trackingProps('share_sample_journey')}
            >
              {t('sharePage.sampleJourney')}
            </Button>
          }
        />
      ) : (
        <ErrorState
          message={
            target.problem === 'unsupported' ? t('sharePage.unsupportedType') : t('sharePage.invalidTarget')
          }
        />
      )}
    </View>
  )
}

export default function ShareIndexPage() {
  return (
    <PageFrame route='shareIndex'>
      <ShareBody />
    </PageFrame>
  )
}
