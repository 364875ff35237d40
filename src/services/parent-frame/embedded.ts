import { isBrowser } from '@/services/telemetry/browser-hooks'

/** Whether the page runs inside another page's frame: the one case the parent-frame code is for. */
export const isEmbedded = (): boolean => isBrowser() && Boolean(window.parent) && window.parent !== window
