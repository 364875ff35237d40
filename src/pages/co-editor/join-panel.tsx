import { Text, View } from '@tarojs/components'
import { Button } from '@/components/button'
import type { ReactNode } from 'react'
import { OpenAppButton } from '@/components/open-app/open-app-button'
import { useT, type MessageKey } from '@/i18n'
import { navigate } from '@/services/router'
import { trackingProps } from '@/services/tracking'
import { routeByName } from '@types-shared/routes/route-table'
import '@/i18n/locales/parts/share'

// Taro's H5 button is a custom element: React writes `false` as the attribute "false", which still
// matches [disabled] and greys the button out; `|| undefined` leaves the attribute off instead.
/** "Open in the app" on the journey: where co-editing happens (live co-editing on the web comes later). */
export function OpenJourneyInApp({ journeyId }: { journeyId: number }) {
  return (
    <View {...trackingProps('co_editor_open_app', { moduleKey: 'co_editor', attrs: { journeyId } })}>
      <OpenAppButton
        className='co-editor__action'
        target={{
          pageType: 'journey_detail',
          params: { id: String(journeyId) },
          source: 'co_editor',
          channel: 'h5',
        }}
      />
    </View>
  )
}

/** "Edit here": the journey in its edit mode, live with the other co-editors (issue 19). */
export function EditHereButton({ journeyId }: { journeyId: number }) {
  const t = useT()
  return (
    <Button
      className='co-editor__action'
      type='primary'
      data-action='edit-here'
      onClick={() =>
        void navigate('journeyDetail', routeByName('coEditor'), {
          params: { id: journeyId },
          query: { edit: '1' },
        }).catch(() => undefined)
      }
      {...trackingProps('co_editor_edit_here', { moduleKey: 'co_editor', attrs: { journeyId } })}
    >
      {t('coEditor.editHere')}
    </Button>
  )
}

/** A settled state of the invitation: a headline, a hint, and what to do next. */
export function Notice({
  kind,
  title,
  hint,
  children,
}: {
  kind: string
  title: MessageKey
  hint?: MessageKey
  children?: ReactNode
}) {
  const t = useT()
  return (
    <View className={`co-editor__notice co-editor__notice--${kind}`} data-join-state={kind}>
      <Text className='co-editor__notice-title'>{t(title)}</Text>
      {hint && <Text className='co-editor__notice-hint'>{t(hint)}</Text>}
      {children}
    </View>
  )
}

export function JoinButton({
  busy,
  signedIn,
  journeyId,
  onJoin,
}: {
  busy: boolean
  signedIn: boolean
  journeyId: number
  onJoin: () => void
}) {
  const t = useT()
  return (
    <Button
      className='co-editor__action'
      type='primary'
      data-action='join'
      loading={busy || undefined}
      disabled={busy || undefined}
      onClick={onJoin}
      {...trackingProps('co_editor_join', { moduleKey: 'co_editor', attrs: { journeyId, signedIn } })}
    >
      {t(busy ? 'coEditor.joining' : signedIn ? 'coEditor.join' : 'coEditor.signInToJoin')}
    </Button>
  )
}
