import type { CoreMessageKey } from './locales/zh-CN'

/**
 * The keys of the feature parts, one entry per part. Each part declares its own entry
 * (`declare module '../../message-key'` in src/i18n/locales/parts/<part>.ts), so the catalogue never
 * imports its parts back and a new part needs no edit here (issue 11).
 */
// Empty here on purpose: the parts fill it in.
export interface PartKeys {}

/** Every key: the core and each feature's part (src/i18n/locales/parts, registered when loaded). */
export type MessageKey = CoreMessageKey | PartKeys[keyof PartKeys]
