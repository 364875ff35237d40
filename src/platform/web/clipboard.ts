import type { ClipboardAdapter } from '../types'
import { PlatformError, PLATFORM_ERROR_CODES } from '../errors'

/** The async Clipboard API where allowed; the old execCommand route inside WebViews that lack it. */
export const webClipboard: ClipboardAdapter = {
  async copy(text) {
    if (typeof text !== 'string')
      throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'copy needs a string')
    try {
      if (navigator.clipboard?.writeText) return await navigator.clipboard.writeText(text)
    } catch {
      // Denied or unavailable: try the old way below.
    }
    const area = document.createElement('textarea')
    area.value = text
    area.setAttribute('readonly', '')
    area.style.position = 'fixed'
    area.style.opacity = '0'
    document.body.appendChild(area)
    area.select()
    const ok = document.execCommand?.('copy') ?? false
    area.remove()
    if (!ok) throw new PlatformError(PLATFORM_ERROR_CODES.NOT_SUPPORTED, 'copying is not supported here')
  },
}
