import { View } from '@tarojs/components'
import { useRef } from 'react'
import { PageFrame } from '@/components/page-frame'
import { ErrorState } from '@/components/states'
import { useT } from '@/i18n'
import { ShareView } from './share-view'
import { useShareTarget } from './use-share-target'
import './index.css'

function ShareBody() {
  const t = useT()
  const target = useShareTarget()
  // The page is kept alive (SPEC.md section 2): the mount time stays the same across a visit to the
  // result page and back, which the end-to-end test reads to prove no remount happened.
  const mountedAt = useRef(Date.now())
  return (
    <View className='share-entry' data-mounted-at={mountedAt.current}>
      {target.ok ? (
        <ShareView journeyId={target.journeyId} />
      ) : (
        <ErrorState
          message={
            target.problem === 'unsupported'
              ? t('sharePage.unsupportedType')
              : t('state.missingParam', { name: 'journeyId' })
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
