import { Input, Text, View } from '@tarojs/components'
import { useState } from 'react'
import type { UserPrize } from '@types-shared/api/campaign'
import { BottomSheet } from '@/components/bottom-sheet'
import { Button } from '@/components/button'
import { useT, type MessageKey } from '@/i18n'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/prize'
import { bindPrize, type PrizeEndpoints } from '../api/prize-api'
import { accountProblem, BIND_ACCOUNT } from '../model/address'
import { errorMessageKey } from '../model/errors'
import { PrizeNotice } from './notice'
import './prize.css'

/** Binds a coupon or virtual prize to an app account (it then counts as redeemed). */
export function BindSheet({
  endpoints,
  prize,
  onBound,
  onClose,
}: {
  endpoints: PrizeEndpoints
  prize: UserPrize
  onBound: (prize: UserPrize) => void
  onClose: () => void
}) {
  const t = useT()
  const [account, setAccount] = useState('')
  const [problem, setProblem] = useState<MessageKey | undefined>()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<MessageKey | null>(null)

  const submit = async () => {
    const found = accountProblem(account)
    setProblem(found)
    if (found) return
    setBusy(true)
    setFailure(null)
    try {
      onBound(await bindPrize(endpoints, prize.id, account.trim()))
      onClose()
    } catch (error) {
      setFailure(errorMessageKey(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <BottomSheet
      title={t('prize.bind.title')}
      onClose={onClose}
      panelProps={{ 'data-sheet': 'bind' }}
      footer={
        <Button
          type='primary'
          loading={busy}
          disabled={busy}
          data-action='bind-submit'
          onClick={() => void submit()}
          {...trackingProps('prize_bind_submit', { attrs: { prizeId: prize.prize.id } })}
        >
          {t('prize.bind.submit')}
        </Button>
      }
    >
      <View className='prize-sheet'>
        <Text className='prize-sheet__name'>{prize.prize.name}</Text>
        <Text className='prize-sheet__intro'>{t('prize.bind.intro')}</Text>
        <View className={`prize-field${problem ? ' prize-field--invalid' : ''}`} data-field='account'>
          <Text className='prize-field__label'>{t('prize.bind.account')}</Text>
          <Input
            className='prize-input'
            value={account}
            aria-label={t('prize.bind.account')}
            maxlength={BIND_ACCOUNT.max + 10}
            onInput={(e) => setAccount(e.detail.value)}
          />
          {problem && (
            <View className='prize-field__error' role='alert' data-error='account'>
              {t(problem)}
            </View>
          )}
        </View>
        <PrizeNotice message={failure} tone='error' />
      </View>
    </BottomSheet>
  )
}
