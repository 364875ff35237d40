import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { Address, UserPrize } from '@types-shared/api/campaign'
import { BottomSheet } from '@/components/bottom-sheet'
import { Button } from '@/components/button'
import { useT, type MessageKey } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/prize'
import { redeemPrize, type PrizeEndpoints } from '../api/prize-api'
import { addressProblems, cleanAddress, EMPTY_ADDRESS, type AddressProblems } from '../model/address'
import { errorMessageKey } from '../model/errors'
import { kindOf } from '../model/status'
import { AddressForm } from './address-form'
import { PrizeNotice } from './notice'
import './prize.css'

export interface RedeemSheetProps {
  endpoints: PrizeEndpoints
  prize: UserPrize
  /** The prize as the server answered the redeem (status redeemed, with its code). */
  onRedeemed: (prize: UserPrize) => void
  onClose: () => void
}

/**
 * Redeems one prize: a physical one with a shipping address (checked as the server checks it before
 * it is sent), a coupon or virtual one for a code, which is shown once the server gives it.
 */
export function RedeemSheet({ endpoints, prize, onRedeemed, onClose }: RedeemSheetProps) {
  const t = useT()
  const physical = kindOf(prize) === 'physical'
  const [address, setAddress] = useState<Address>(EMPTY_ADDRESS)
  const [problems, setProblems] = useState<AddressProblems>({})
  const [submitted, setSubmitted] = useState(false)
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<MessageKey | null>(null)
  const [done, setDone] = useState<UserPrize | null>(null)

  const submit = async () => {
    setSubmitted(true)
    const found = physical ? addressProblems(address) : {}
    setProblems(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    setFailure(null)
    try {
      const redeemed = await redeemPrize(endpoints, prize.id, physical ? cleanAddress(address) : undefined)
      setDone(redeemed)
      onRedeemed(redeemed)
    } catch (error) {
      setFailure(errorMessageKey(error))
    } finally {
      setBusy(false)
    }
  }

  const footer = done ? (
    <Button type='primary' data-action='redeem-close' onClick={onClose}>
      {t('prize.redeem.close')}
    </Button>
  ) : (
    <Button
      type='primary'
      loading={busy}
      disabled={busy}
      data-action='redeem-submit'
      onClick={() => void submit()}
      {...trackingProps('prize_redeem_submit', { attrs: { prizeId: prize.prize.id, kind: kindOf(prize) } })}
    >
      {t('prize.redeem.submit')}
    </Button>
  )

  return (
    <BottomSheet
      title={done ? t('prize.redeem.done') : t('prize.redeem.title')}
      onClose={onClose}
      footer={footer}
      panelProps={{ 'data-sheet': 'redeem' }}
    >
      <View className='prize-sheet'>
        <Text className='prize-sheet__name'>{prize.prize.name}</Text>
        {done ? (
          done.redeemCode ? (
            <View className='prize-sheet__code-box'>
              <Text className='prize-sheet__intro'>{t('prize.redeem.codeShown')}</Text>
              <Text className='prize-sheet__code' data-redeem-code='' selectable>
                {done.redeemCode}
              </Text>
            </View>
          ) : (
            <Text className='prize-sheet__intro' data-redeem-done=''>
              {t('prize.redeem.shipped', {
                region: cleanAddress(address).region,
                detail: cleanAddress(address).detail,
              })}
            </Text>
          )
        ) : (
          <>
            <Text className='prize-sheet__intro'>
              {t(physical ? 'prize.redeem.addressIntro' : 'prize.redeem.codeIntro')}
            </Text>
            {physical && (
              <AddressForm
                value={address}
                problems={submitted ? problems : {}}
                onChange={(field, text) => {
                  const next = { ...address, [field]: text }
                  setAddress(next)
                  // Once a submit showed the problems, each field's message follows its edits.
                  if (submitted) setProblems(addressProblems(next))
                }}
              />
            )}
          </>
        )}
        <PrizeNotice message={failure} tone='error' />
      </View>
    </BottomSheet>
  )
}
