import { api } from '@/services/site-client'
import type { AssistantApi } from './types'

const notYet = () => Promise.reject(new Error('the answer stream is not wired yet'))

/** The assistant's calls on this page's travel API client. */
export const assistantApi: AssistantApi = {
  send: notYet,
  resume: notYet,
  stop: (messageId) => api('stopChat', { messageId }),
  messages: (conversationId, beforeId) =>
    api('getMessages', beforeId ? { conversationId, beforeId } : { conversationId }),
  conversations: (page = 1) => api('getConversations', { page }),
  clear: (conversationId) => api('clearConversation', { conversationId }),
}
