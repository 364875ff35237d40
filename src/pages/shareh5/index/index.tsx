import { Button, Textarea, View } from '@tarojs/components'
import { useRef, useState } from 'react'
import { PageFrame, usePageContext } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'
import { useT } from '@/i18n'
import { navigate } from '@/services/router'
import './index.css'

function ShareDraft() {
  const t = useT()
  const page = usePageContext()
  // The share entry is kept alive (SPEC.md section 2): what the traveller typed survives a visit to the
  // result page and back, because leaving this page pushes instead of replacing it.
  const [draft, setDraft] = useState('')
  const mountedAt = useRef(Date.now())
  return (
    <View className='share-draft' data-mounted-at={mountedAt.current}>
      <PageIntro message='page.shareIndex.intro' />
      <Textarea
        className='share-draft__input'
        placeholder={t('page.shareIndex.draft')}
        value={draft}
        maxlength={200}
        onInput={(e) => setDraft(e.detail.value)}
      />
      <Button
        className='share-draft__go'
        onClick={() => navigate('shareResult', page?.route).catch(() => undefined)}
      >
        {t('route.shareResult')}
      </Button>
    </View>
  )
}

export default function ShareIndexPage() {
  return (
    <PageFrame route='shareIndex'>
      <ShareDraft />
    </PageFrame>
  )
}
