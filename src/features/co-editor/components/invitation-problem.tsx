import { Text, View } from '@tarojs/components'
import { useT, type MessageKey } from '@/i18n'
import '@/i18n/locales/parts/share'
import type { InvitationProblem } from '../api/invitation-error'
import './invitation-problem.css'

const TEXTS: Partial<Record<InvitationProblem, { title: MessageKey; hint: MessageKey }>> = {
  'not-found': { title: 'coEditor.notFound', hint: 'coEditor.notFoundHint' },
  expired: { title: 'coEditor.expired', hint: 'coEditor.expiredHint' },
  gone: { title: 'journey.gone.deleted', hint: 'journey.gone.hint' },
  own: { title: 'coEditor.owner', hint: 'coEditor.ownerHint' },
}

/** An invitation that cannot be used says why and what to do, instead of a bare error. */
export function InvitationProblemView({ reason }: { reason: InvitationProblem }) {
  const t = useT()
  const text = TEXTS[reason] ?? TEXTS['not-found']!
  return (
    <View className='invitation-problem' data-invitation-problem={reason}>
      <Text className='invitation-problem__title'>{t(text.title)}</Text>
      <Text className='invitation-problem__hint'>{t(text.hint)}</Text>
    </View>
  )
}
