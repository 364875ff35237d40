// What the reader is told when an answer fails: fixed sentences per reason and language, so nothing
// from the provider (its body, its address, its key) can reach the page.
import type { ChatFailure, ChatLang } from '../../../types/api/chat-stream'
import { API_CODES } from '../../../types/api/common'

const TEXT: Record<ChatLang, Record<ChatFailure, string>> = {
  'zh-CN': {
    provider_failed: '助手暂时无法回答，请稍后再试。',
    provider_timeout: '助手回答超时，请稍后再试。',
    interrupted: '回答被中断了，请重新提问。',
  },
  en: {
    provider_failed: 'The assistant could not answer right now. Please try again later.',
    provider_timeout: 'The assistant took too long to answer. Please try again later.',
    interrupted: 'The answer was interrupted. Please ask again.',
  },
}

/** The `error` part of a failed answer. */
export function failurePart(reason: ChatFailure, lang: ChatLang) {
  return {
    type: 'error' as const,
    reason,
    code: reason === 'provider_timeout' ? API_CODES.ASSISTANT_TIMEOUT : API_CODES.ASSISTANT_FAILED,
    message: TEXT[lang][reason],
  }
}
