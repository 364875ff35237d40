import { Input, Text, View } from '@tarojs/components'
import type { Address } from '@types-shared/api/campaign'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/prize'
import { ADDRESS_LIMITS, type AddressField, type AddressProblems } from '../model/address'
import './prize.css'

const FIELDS: ReadonlyArray<{ name: AddressField; max: number }> = [
  { name: 'name', max: ADDRESS_LIMITS.name.max },
  { name: 'phone', max: 20 },
  { name: 'region', max: ADDRESS_LIMITS.region.max },
  { name: 'detail', max: ADDRESS_LIMITS.detail.max },
]

/** The shipping address of a physical prize; problems are shown under their field once submitted. */
export function AddressForm({
  value,
  problems,
  onChange,
}: {
  value: Address
  problems: AddressProblems
  onChange: (field: AddressField, text: string) => void
}) {
  const t = useT()
  return (
    <View className='prize-form'>
      {FIELDS.map(({ name, max }) => (
        <View
          key={name}
          className={`prize-field${problems[name] ? ' prize-field--invalid' : ''}`}
          data-field={name}
        >
          <Text className='prize-field__label'>{t(`prize.address.${name}`)}</Text>
          <Input
            className='prize-input'
            value={value[name]}
            placeholder={name === 'region' ? t('prize.address.regionHint') : ''}
            aria-label={t(`prize.address.${name}`)}
            // A few over the limit, so a paste that is too long is seen and explained, not cut.
            maxlength={max + 10}
            onInput={(e) => onChange(name, e.detail.value)}
          />
          {problems[name] && (
            <View className='prize-field__error' role='alert' data-error={name}>
              {t(problems[name]!)}
            </View>
          )}
        </View>
      ))}
    </View>
  )
}
