// The page's limits and timings (issue 17).

/**
 * One question's length limit, the contract's CHAT_QUESTION_MAX (types/api/chat-stream.ts). Restated
 * because the site takes only types from types/api (lint); the type ties it to the contract's value.
 */
export const CHAT_QUESTION_MAX: typeof import('@types-shared/api/chat-stream').CHAT_QUESTION_MAX = 2000
/** The counter shows from here on, so it does not distract from a short question. */
export const COUNTER_FROM = 1800
/**
 * Waits before each resume of a broken stream: three attempts over about 4.5 s, long enough for a
 * phone's network to come back, short enough that the reader is not left staring at a frozen answer.
 */
export const RESUME_BACKOFF_MS = [300, 1200, 3000] as const
/** The storage key of the conversation open last, so a reload returns to it. */
export const LAST_CONVERSATION_KEY = 'assistant.lastConversation'
