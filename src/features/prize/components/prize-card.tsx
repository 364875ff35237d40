import { Image, Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import type { UserPrize } from '@types-shared/api/campaign'
import { DECORATIVE_IMAGE } from '@/components/image'
import { useT } from '@/i18n'
import { useLocaleStore } from '@/i18n/locale-store'
import { trackingProps } from '@/services/tracking'
import { formatDate } from '@/utils/format'
import '@/i18n/locales/parts/prize'
import { kindOf, STATUS_LABELS, statusOf } from '../model/status'
import './prize.css'

export interface PrizeCardProps {
  prize: UserPrize
  /** 1-based position in its list, for impressions. */
  index?: number
  moduleKey?: string
  /** The moves this prize allows, drawn under it. */
  actions?: ReactNode
}

/** One prize I hold: picture, name, kind, its state in words, and what goes with it (code, account). */
export function PrizeCard({ prize, index, moduleKey, actions }: PrizeCardProps) {
  const t = useT()
  const locale = useLocaleStore((s) => s.locale)
  const status = statusOf(prize)
  const from =
    prize.source === 'transfer'
      ? prize.fromUser
        ? t('prize.source.transfer', { name: prize.fromUser.nickname })
        : t('prize.source.transferAnon')
      : null
  return (
    <View
      className={`prize-card prize-card--${status}`}
      data-prize={prize.id}
      data-status={status}
      {...trackingProps('prize_card', {
        moduleKey,
        index,
        attrs: { prizeId: prize.prize.id, status },
        impression: true,
      })}
    >
      <View className='prize-card__main'>
        {prize.prize.image ? (
          <Image
            className='prize-card__image'
            src={prize.prize.image}
            mode='aspectFill'
            imgProps={DECORATIVE_IMAGE}
          />
        ) : (
          <View className='prize-card__image prize-card__image--plain' />
        )}
        <View className='prize-card__body'>
          <Text className='prize-card__name'>{prize.prize.name}</Text>
          <Text className='prize-card__meta'>
            {t(`prize.kind.${kindOf(prize)}`)} ·{' '}
            {t('prize.wonAt', { date: formatDate(prize.createdAt.slice(0, 10), locale) })}
          </Text>
          {from && <Text className='prize-card__meta'>{from}</Text>}
          <Text className={`prize-card__status prize-card__status--${status}`} data-status-label=''>
            {t(STATUS_LABELS[status])}
          </Text>
          {prize.redeemCode && (
            <Text className='prize-card__code' data-redeem-code=''>
              {t('prize.code', { code: prize.redeemCode })}
            </Text>
          )}
          {prize.boundAccount && (
            <Text className='prize-card__meta'>{t('prize.boundTo', { account: prize.boundAccount })}</Text>
          )}
        </View>
      </View>
      {actions && <View className='prize-card__actions'>{actions}</View>}
    </View>
  )
}
