import { Image, Text, View } from '@tarojs/components'
import { DECORATIVE_IMAGE } from '@/components/image'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import { useLocaleStore } from '@/i18n/locale-store'
import { formatDate } from '@/utils/format'
import '@/i18n/locales/parts/share'
import './invitation-card.css'

export interface InvitationSummary {
  journeyId: number
  title: string
  cover: string
  startDate: string
  days: number
  cities: readonly string[]
  inviter: { nickname: string; avatar: string }
}

/** Who invites, to which journey: cover, title, length and cities. */
export function InvitationCard({ summary }: { summary: InvitationSummary }) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const cities = summary.cities.join(' · ')
  return (
    <View
      className='invitation-card'
      data-invitation-journey={summary.journeyId}
      {...trackingProps('co_editor_invitation', {
        moduleKey: 'co_editor',
        attrs: { journeyId: summary.journeyId },
        impression: true,
      })}
    >
      <View className='invitation-card__inviter'>
        {summary.inviter.avatar && (
          <Image
            className='invitation-card__avatar'
            src={summary.inviter.avatar}
            imgProps={DECORATIVE_IMAGE}
          />
        )}
        <Text>{t('coEditor.invites', { name: summary.inviter.nickname })}</Text>
      </View>
      <Image
        className='invitation-card__cover'
        src={summary.cover}
        mode='aspectFill'
        imgProps={DECORATIVE_IMAGE}
      />
      <View className='invitation-card__body'>
        <Text className='invitation-card__title'>{summary.title}</Text>
        <Text className='invitation-card__meta'>
          {cities
            ? t('coEditor.summary', { days: summary.days, cities })
            : t('coEditor.summaryNoCities', { days: summary.days })}
        </Text>
        <Text className='invitation-card__meta'>
          {t('coEditor.starts', { date: formatDate(summary.startDate, locale) })}
        </Text>
      </View>
    </View>
  )
}
