import { Image, Text, View } from '@tarojs/components'
import type { UserPrize } from '@types-shared/api/campaign'
import { Button } from '@/components/button'
import { DECORATIVE_IMAGE } from '@/components/image'
import { EmptyState, ErrorState, LoadingState } from '@/components/states'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/prize'
import type { PrizeEndpoints } from '../api/prize-api'
import { offerProblem, useAcceptOffer } from '../hooks/use-accept-offer'
import { kindOf } from '../model/status'
import { PrizeNotice } from './notice'
import './prize.css'

export interface AcceptPanelProps {
  endpoints: PrizeEndpoints
  /** The `acceptToken` of the link. */
  token: string
  /** Undefined while the stored sign-in is read. */
  signedIn: boolean | undefined
  signIn: () => Promise<unknown>
  /** The friend's own new prize, as the server made it. */
  onAccepted: (prize: UserPrize) => void
}

/**
 * A transfer link opened by the friend: the prize offered and who offers it, a sign-in gate, and
 * accepting it. A spent link (taken, cancelled) or one's own link gets its own message.
 */
export function AcceptPanel({ endpoints, token, signedIn, signIn, onAccepted }: AcceptPanelProps) {
  const t = useT()
  const { offer, retry, phase, accept } = useAcceptOffer(endpoints, token)

  const body = () => {
    if (offer.status === 'loading') return <LoadingState />
    if (offer.status === 'error') {
      const message = offerProblem(offer.error)
      const retryable = message === 'prize.error.network' || message === 'prize.error.generic'
      return retryable ? (
        <ErrorState message={t(message)} onRetry={retry} />
      ) : (
        <EmptyState label={t(message)} />
      )
    }
    const offered = offer.data
    const giver = offered.fromUser?.nickname
    const open = offered.status === 'transferring'
    // The server shows the token only to the prize's holder: this is my own link.
    const own = offered.transferToken === token
    return (
      <View className='accept-panel__offer'>
        <View className='prize-card__main'>
          {offered.prize.image ? (
            <Image
              className='prize-card__image'
              src={offered.prize.image}
              mode='aspectFill'
              imgProps={DECORATIVE_IMAGE}
            />
          ) : (
            <View className='prize-card__image prize-card__image--plain' />
          )}
          <View className='prize-card__body'>
            <Text className='prize-card__name' data-offer-name=''>
              {offered.prize.name}
            </Text>
            <Text className='prize-card__meta'>{t(`prize.kind.${kindOf(offered)}`)}</Text>
            <Text className='accept-panel__from' data-offer-from=''>
              {giver ? t('prize.accept.from', { name: giver }) : t('prize.accept.fromAnon')}
            </Text>
          </View>
        </View>
        {phase.step === 'accepted' ? (
          <PrizeNotice message='prize.accept.done' tone='ok' />
        ) : own ? (
          <PrizeNotice message='prize.accept.own' tone='error' />
        ) : !open && phase.step === 'idle' ? (
          <PrizeNotice message='prize.accept.taken' tone='error' />
        ) : signedIn === false ? (
          <Button
            type='primary'
            data-action='accept-sign-in'
            onClick={() => void signIn().catch(() => undefined)}
            {...trackingProps('prize_accept_sign_in', { moduleKey: 'accept' })}
          >
            {t('prize.accept.signIn')}
          </Button>
        ) : (
          <>
            <Button
              type='primary'
              data-action='accept'
              disabled={signedIn === undefined || phase.step === 'accepting'}
              loading={phase.step === 'accepting'}
              onClick={() =>
                void accept().then((prize) => {
                  if (prize) onAccepted(prize)
                })
              }
              {...trackingProps('prize_accept', {
                moduleKey: 'accept',
                attrs: { prizeId: offered.prize.id },
              })}
            >
              {t('prize.accept.submit')}
            </Button>
            {phase.step === 'failed' && <PrizeNotice message={phase.message} tone='error' />}
          </>
        )}
      </View>
    )
  }

  return (
    <View
      className='accept-panel'
      data-accept-panel=''
      {...trackingProps('prize_accept_panel', { impression: true })}
    >
      <Text className='accept-panel__title'>{t('prize.accept.title')}</Text>
      {body()}
    </View>
  )
}
