import { Text, View } from '@tarojs/components'
import { useT } from '@/i18n'
import '@/i18n/locales/parts/records'
import type { Nickname } from '../hooks/use-nickname'
import { NICKNAME_MAX, nicknameProblem } from '../model'
import { InlineEdit } from './inline-edit'
import './records.css'

/** My nickname on the check-in map, editable in place; nothing while it loads or when it cannot. */
export function NicknameRow({ nickname, moduleKey }: { nickname: Nickname; moduleKey: string }) {
  const t = useT()
  const { state } = nickname
  if (state.status !== 'ready') return null
  return (
    <View className='records-nickname' data-section='nickname'>
      <Text className='records-nickname__label'>{t('records.nickname.label')}</Text>
      <InlineEdit
        value={state.data ?? ''}
        display={
          <Text className={state.data ? 'records-nickname__value' : 'records-nickname__value--unset'}>
            {state.data ?? t('records.nickname.unset')}
          </Text>
        }
        inputLabel={t('records.nickname.label')}
        editLabel={t('records.nickname.edit')}
        max={NICKNAME_MAX}
        validate={nicknameProblem}
        onSave={nickname.save}
        trackPrefix='clockin_records_nickname'
        moduleKey={moduleKey}
      />
    </View>
  )
}
