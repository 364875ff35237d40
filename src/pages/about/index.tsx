import { Text, View } from '@tarojs/components'
import { PageFrame } from '@/components/page-frame'
import { PageIntro } from '@/components/page-intro/page-intro'
import { useT } from '@/i18n'
import { ARTIFACT_VERSION } from '@/constants'

function AboutBody() {
  const t = useT()
  return (
    <View>
      <PageIntro message='page.about.intro' />
      <Text className='page__intro'>{t('page.about.version', { version: ARTIFACT_VERSION })}</Text>
    </View>
  )
}

export default function AboutPage() {
  return (
    <PageFrame route='about'>
      <AboutBody />
    </PageFrame>
  )
}
