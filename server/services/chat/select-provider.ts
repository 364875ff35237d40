// Which provider answers, decided in one place (issue 17): the OpenAI-compatible endpoint when
// AI_BASE_URL and AI_MODEL are set (config.ts), the embedded assistant otherwise. Tests hand their own.
import type { AppConfig } from '../../config'
import type { ChatProvider } from './provider'
import { createEmbeddedProvider } from './embedded'
import { createOpenAiProvider } from './openai-provider'

export function selectProvider(config: AppConfig, given?: ChatProvider): ChatProvider {
  if (given) return given
  const m = config.chat.model
  if (!m) return createEmbeddedProvider()
  return createOpenAiProvider({
    baseUrl: m.baseUrl,
    apiKey: m.apiKey,
    model: m.model,
    timeoutMs: config.chat.timeoutMs,
    totalTimeoutMs: config.chat.totalTimeoutMs,
  })
}
