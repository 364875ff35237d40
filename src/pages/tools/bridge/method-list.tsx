import { Input, Text, View } from '@tarojs/components'
import { useMemo, useState } from 'react'
import { BRIDGE_METHOD_NAMES, type BridgeMethodName } from '@/platform/bridge'
import type { BridgePageT } from './messages'

interface MethodListProps {
  selected: BridgeMethodName
  onSelect: (method: BridgeMethodName) => void
  t: BridgePageT
}

/** Every native method by name, filtered as you type; a plain list works on every target (no picker). */
export function MethodList({ selected, onSelect, t }: MethodListProps) {
  const [filter, setFilter] = useState('')
  const shown = useMemo(() => {
    const needle = filter.trim().toLowerCase()
    return needle
      ? BRIDGE_METHOD_NAMES.filter((name) => name.toLowerCase().includes(needle))
      : BRIDGE_METHOD_NAMES
  }, [filter])

  return (
    <View className='bridge-page__methods'>
      <Text className='bridge-page__label'>{t('methods', { count: shown.length })}</Text>
      <Input
        className='bridge-page__filter'
        placeholder={t('filter')}
        value={filter}
        onInput={(e) => setFilter(e.detail.value)}
        data-role='filter'
      />
      <View className='bridge-page__method-list'>
        {shown.map((name) => (
          <View
            key={name}
            className={`bridge-page__method${name === selected ? ' bridge-page__method--selected' : ''}`}
            data-method={name}
            onClick={() => onSelect(name)}
          >
            {name}
          </View>
        ))}
      </View>
    </View>
  )
}
