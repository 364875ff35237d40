import { Text, View } from '@tarojs/components'
import { PageFrame, usePageContext } from '@/components/page-frame'
import { OpenAppButton } from '@/components/open-app/open-app-button'
import { useT, type MessageKey } from '@/i18n'
import { getPlatform } from '@/platform'
import { navigate } from '@/services/router'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/share'
import { AGREEMENT_URL, appVersion, CONTACT_EMAIL, CONTACT_PHONE, PRIVACY_URL } from './about-links'
import './index.css'

function LinkRow({ label, eventKey, onOpen }: { label: MessageKey; eventKey: string; onOpen: () => void }) {
  const t = useT()
  return (
    <View className='about__link' onClick={onOpen} {...trackingProps(eventKey, { moduleKey: 'about' })}>
      <Text>{t(label)}</Text>
      <Text className='about__chevron'>›</Text>
    </View>
  )
}

function AboutBody() {
  const t = useT()
  const page = usePageContext()
  const { navigation, ui } = getPlatform()
  const open = (url: string) => () =>
    navigation.openLink(url).catch(() => ui.toast(t('about.linkFailed')).catch(() => undefined))
  return (
    <View className='about'>
      <View className='about__hero'>
        <Text className='about__name'>{t('app.name')}</Text>
        <Text className='about__version' data-version={appVersion()}>
          {t('about.version', { version: appVersion() })}
        </Text>
      </View>
      <Text className='about__tagline'>{t('about.tagline')}</Text>

      <Text className='about__section'>{t('about.legalTitle')}</Text>
      <View className='about__group'>
        <LinkRow label='about.agreement' eventKey='about_agreement' onOpen={open(AGREEMENT_URL)} />
        <LinkRow label='about.privacy' eventKey='about_privacy' onOpen={open(PRIVACY_URL)} />
      </View>

      <Text className='about__section'>{t('about.contactTitle')}</Text>
      <View className='about__group'>
        <Text className='about__line'>{t('about.email', { email: CONTACT_EMAIL })}</Text>
        <Text className='about__line'>{t('about.phone', { phone: CONTACT_PHONE })}</Text>
        <LinkRow
          label='about.feedback'
          eventKey='about_feedback'
          onOpen={() => navigate('appFeedback', page?.route).catch(() => undefined)}
        />
      </View>

      <View className='about__app' {...trackingProps('about_open_app', { moduleKey: 'about' })}>
        <Text className='about__line'>{t('about.openApp')}</Text>
        <OpenAppButton target={{ pageType: 'home', source: 'about', channel: 'h5' }} />
      </View>
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
