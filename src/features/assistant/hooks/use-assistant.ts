import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import type { ChatLang } from '@types-shared/api/chat-stream'
import { useLocaleStore } from '@/i18n/locale-store'
import { getPlatform } from '@/platform'
import { assistantApi } from '../api/assistant-api'
import type { AssistantApi } from '../api/types'
import { createChatStore, type ChatController, type ChatState } from '../model/chat-store'
import { LAST_CONVERSATION_KEY } from '../model/constants'
import { usePageVisible } from './use-page-visible'

const remember = (id: number | null) => {
  const { storage } = getPlatform()
  // Storage is a convenience for the next visit: a full or refused storage must not break the chat.
  const write =
    id === null
      ? storage.removeItem(LAST_CONVERSATION_KEY)
      : storage.setItem(LAST_CONVERSATION_KEY, String(id))
  write.catch(() => undefined)
}

/** The conversation to open: the address's `?id=` (a deep link), else the one open last on this device. */
async function initialConversation(fromUrl: string | undefined): Promise<number | null> {
  const pick = (raw: string | null | undefined) => (raw && /^\d+$/.test(raw) ? Number(raw) : null)
  const linked = pick(fromUrl)
  if (linked !== null) return linked
  return pick(
    await getPlatform()
      .storage.getItem(LAST_CONVERSATION_KEY)
      .catch(() => null),
  )
}

export interface Assistant extends Omit<ChatController, 'store' | 'dispose'> {
  state: ChatState
}

/**
 * The assistant page's conversation: opened once `enabled` (a signed-in reader), resumed when the page
 * comes back, silenced when the page goes. `api` is the seam tests replace.
 */
export function useAssistant({
  enabled,
  conversationParam,
  api = assistantApi,
}: {
  enabled: boolean
  conversationParam?: string
  api?: AssistantApi
}): Assistant {
  const [controller] = useState(() =>
    createChatStore(api, { lang: () => useLocaleStore.getState().locale as ChatLang, remember }),
  )
  const state = useStore(controller.store)
  useEffect(() => controller.dispose, [controller])
  useEffect(() => {
    if (!enabled) return
    let current = true
    void initialConversation(conversationParam).then((id) => {
      if (current) void controller.open(id)
    })
    return () => {
      current = false
    }
  }, [enabled, conversationParam, controller])
  usePageVisible(controller.resumeNow)
  const { store: _store, dispose: _dispose, ...actions } = controller
  return { ...actions, state }
}
