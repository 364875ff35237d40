import { View } from '@tarojs/components'
import { useState } from 'react'
import type { UserPrize } from '@types-shared/api/campaign'
import { Button } from '@/components/button'
import { AsyncView } from '@/components/states'
import { useT } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/prize'
import type { PrizeEndpoints } from '../api/prize-api'
import type { MyPrizesList } from '../hooks/use-my-prizes'
import { useTransfer } from '../hooks/use-transfer'
import { actionsFor, kindOf, statusOf } from '../model/status'
import { BindSheet } from './bind-sheet'
import { PrizeNotice } from './notice'
import { PrizeCard } from './prize-card'
import { RedeemSheet } from './redeem-sheet'
import './prize.css'

export interface MyPrizesProps {
  endpoints: PrizeEndpoints
  /** From useMyPrizes, so the page can add a prize it won or accepted. */
  list: MyPrizesList
  moduleKey?: string
  /** The empty list's words, where "have a go at the draw" does not fit (the gift shop has no draw). */
  emptyLabel?: string
}

type Open = { sheet: 'redeem' | 'bind'; prize: UserPrize } | null

/** My prizes of a campaign, each with what it allows now: redeem, bind, give to a friend. */
export function MyPrizes({ endpoints, list, moduleKey = 'my_prizes', emptyLabel }: MyPrizesProps) {
  const t = useT()
  const [open, setOpen] = useState<Open>(null)
  const transfer = useTransfer(endpoints, list.replace)

  const actionsOf = (prize: UserPrize) => {
    const can = actionsFor(prize, endpoints.bind !== null)
    const attrs = { prizeId: prize.prize.id }
    const waiting = statusOf(prize) === 'transferring' && Boolean(prize.transferToken)
    // A prize given away or claimed offers nothing: no empty row of buttons under it.
    if (!can.redeem && !can.bind && !can.transfer && !waiting) return null
    return (
      <>
        {can.redeem && (
          <Button
            size='mini'
            type='primary'
            data-action='redeem'
            onClick={() => setOpen({ sheet: 'redeem', prize })}
            {...trackingProps('prize_redeem', { moduleKey, attrs })}
          >
            {t(kindOf(prize) === 'physical' ? 'prize.action.redeem' : 'prize.action.redeemCode')}
          </Button>
        )}
        {can.bind && (
          <Button
            size='mini'
            data-action='bind'
            onClick={() => setOpen({ sheet: 'bind', prize })}
            {...trackingProps('prize_bind', { moduleKey, attrs })}
          >
            {t('prize.action.bind')}
          </Button>
        )}
        {can.transfer && (
          <Button
            size='mini'
            data-action='transfer'
            loading={transfer.busyId === prize.id}
            disabled={transfer.busyId !== null}
            onClick={() => void transfer.transfer(prize)}
            {...trackingProps('prize_transfer', { moduleKey, attrs })}
          >
            {t('prize.action.transfer')}
          </Button>
        )}
        {waiting && (
          <Button
            size='mini'
            data-action='share-again'
            onClick={() => void transfer.shareAgain(prize)}
            {...trackingProps('prize_share_again', { moduleKey, attrs })}
          >
            {t('prize.action.shareAgain')}
          </Button>
        )}
      </>
    )
  }

  return (
    <View className='my-prizes' data-my-prizes={endpoints.campaign}>
      <PrizeNotice message={transfer.failure} tone='error' />
      <AsyncView
        state={list.state}
        onRetry={list.retry}
        isEmpty={(prizes) => prizes.length === 0}
        emptyLabel={emptyLabel ?? t('prize.mine.empty')}
      >
        {(prizes) => (
          <View className='my-prizes__list'>
            {prizes.map((prize, i) => (
              <PrizeCard
                key={prize.id}
                prize={prize}
                index={i + 1}
                moduleKey={moduleKey}
                actions={actionsOf(prize)}
              />
            ))}
          </View>
        )}
      </AsyncView>
      {open?.sheet === 'redeem' && (
        <RedeemSheet
          endpoints={endpoints}
          prize={open.prize}
          onRedeemed={list.replace}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.sheet === 'bind' && (
        <BindSheet
          endpoints={endpoints}
          prize={open.prize}
          onBound={list.replace}
          onClose={() => setOpen(null)}
        />
      )}
    </View>
  )
}
