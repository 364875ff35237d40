import { View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import type { ChatCardView } from '@types-shared/api/chat-stream'
import { Button } from '@/components/button'
import { usePageContext } from '@/components/page-frame'
import { ErrorState, LoadingState } from '@/components/states'
import { Composer, Conversation, HistorySheet, Suggestions, useAssistant } from '@/features/assistant'
import { t as translate, useT } from '@/i18n'
import { getPlatform } from '@/platform'
import { navigate } from '@/services/router'
import { trackingProps } from '@/services/tracking'
import '@/i18n/locales/parts/assistant'
import { PlaceSheetHost } from '../../campaign/shared/place-sheet-host'
import { SignInPrompt } from '../../campaign/shared/sign-in-prompt'
import { useCampaignSignIn } from '../../campaign/shared/use-campaign-sign-in'
import './assistant-page.css'

/** Asks before a conversation is cleared, with the platform's alert; true when confirmed. */
async function confirmClear(): Promise<boolean> {
  const choice = await getPlatform()
    .ui.alert({
      title: translate('assistant.clearTitle'),
      desc: translate('assistant.clearDesc'),
      actions: [
        { name: translate('assistant.clearCancel'), style: 'cancel' },
        { name: translate('assistant.clearConfirm'), style: 'destructive' },
      ],
    })
    .catch(() => 0)
  return choice === 1
}

/**
 * ai/chat: the assistant's conversation for a signed-in traveller; a visitor sees the suggestions and
 * the sign-in gate where the composer would be, and a suggestion tapped signs them in first.
 */
export function AssistantBody() {
  const t = useT()
  const page = usePageContext()
  const traveller = useCampaignSignIn()
  const { signedIn } = traveller
  const assistant = useAssistant({ enabled: signedIn, conversationParam: page?.params.id })
  const { state } = assistant
  const streaming = state.live !== null
  const [placeId, setPlaceId] = useState<number | null>(null)
  const [historyOpen, setHistoryOpen] = useState(false)
  const [focus, setFocus] = useState(false)
  // A question waits for the sign-in and for the last conversation to open.
  const [pending, setPending] = useState<string | null>(null)

  const wasStreaming = useRef(false)
  useEffect(() => {
    // Focus returns to the composer when an answer ends, for the next question.
    if (wasStreaming.current && !streaming) setFocus(true)
    wasStreaming.current = streaming
  }, [streaming])
  useEffect(() => {
    if (pending === null || !signedIn || state.thread !== 'ready') return
    setPending(null)
    void assistant.ask(pending)
  }, [pending, signedIn, state.thread, assistant])

  const ask = async (question: string) => {
    setFocus(false)
    // Asked before the last conversation has opened, it waits for it: opening would cut it off.
    if (signedIn && state.thread === 'ready') return void assistant.ask(question)
    if (signedIn || (await traveller.ensureSignedIn())) setPending(question)
  }
  const openCard = (card: ChatCardView) => {
    if (card.type === 'place') return setPlaceId(card.id)
    void navigate('journeyDetail', page?.route, { params: { id: card.id } }).catch(() => undefined)
  }
  const clear = async () => {
    if (!(await confirmClear())) return
    await assistant.clear().catch(() =>
      getPlatform()
        .ui.toast(t('assistant.clearFailed'))
        .catch(() => undefined),
    )
  }
  const openHistory = () => {
    setHistoryOpen(true)
    void assistant.loadHistory()
  }

  if (traveller.user === undefined) return <LoadingState />
  const suggestions = <Suggestions onAsk={(q) => void ask(q)} />
  return (
    <View className='assistant-page'>
      {signedIn && (
        <View className='assistant-page__toolbar'>
          <Button
            size='mini'
            data-action='history'
            onClick={openHistory}
            {...trackingProps('assistant_history', { moduleKey: 'toolbar' })}
          >
            {t('assistant.history')}
          </Button>
          <Button
            size='mini'
            data-action='new-chat'
            disabled={streaming || state.messages.length === 0}
            onClick={assistant.startNew}
            {...trackingProps('assistant_new', { moduleKey: 'toolbar' })}
          >
            {t('assistant.newChat')}
          </Button>
          <Button
            size='mini'
            data-action='clear'
            disabled={state.conversationId === null || state.messages.length === 0}
            onClick={() => void clear()}
            {...trackingProps('assistant_clear', { moduleKey: 'toolbar' })}
          >
            {t('assistant.clear')}
          </Button>
        </View>
      )}
      {signedIn && state.thread === 'loading' ? (
        <LoadingState />
      ) : signedIn && state.thread === 'error' ? (
        <View className='assistant-page__error'>
          <ErrorState
            message={t('assistant.loadFailed')}
            onRetry={() => void assistant.open(state.conversationId)}
          />
          <Button size='mini' data-action='new-chat' onClick={assistant.startNew}>
            {t('assistant.newChat')}
          </Button>
        </View>
      ) : (
        <Conversation
          messages={state.messages}
          streaming={streaming}
          empty={suggestions}
          onOpenCard={openCard}
          onRetry={(key) => void assistant.retry(key)}
        />
      )}
      {signedIn ? (
        <Composer
          streaming={streaming}
          focus={focus}
          onSend={(q) => void ask(q)}
          onStop={() => {
            void assistant.stop()
          }}
          onBlur={() => setFocus(false)}
        />
      ) : (
        <SignInPrompt
          moduleKey='assistant'
          text={t('assistant.signInHint')}
          onSignIn={() => void traveller.ensureSignedIn()}
        />
      )}
      {historyOpen && (
        <HistorySheet
          history={state.history}
          current={state.conversationId}
          onOpen={(conversation) => {
            setHistoryOpen(false)
            void assistant.open(conversation.id)
          }}
          onNew={() => {
            setHistoryOpen(false)
            assistant.startNew()
          }}
          onRetry={() => void assistant.loadHistory()}
          onClose={() => setHistoryOpen(false)}
        />
      )}
      <PlaceSheetHost placeId={placeId} onClose={() => setPlaceId(null)} />
      {traveller.sheet}
    </View>
  )
}
