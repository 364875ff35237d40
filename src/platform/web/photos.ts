import type { PhotoAdapter, PickedPhoto } from '../types'
import { PlatformError, PLATFORM_ERROR_CODES } from '../errors'

/** What the file chooser offers: the types the upload endpoint accepts (types/api/upload.ts). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif'

/**
 * Browsers (and the app's webview, whose bridge has no picker): a hidden file input for choosing, the
 * site's request client for sending. Chosen files stay here, keyed by their blob: preview URL, so the
 * layers above only ever hold strings.
 */
export function createWebPhotos(doc: Document = document): PhotoAdapter {
  const files = new Map<string, File>()
  return {
    pick(max) {
      if (!Number.isInteger(max) || max < 1) {
        return Promise.reject(
          new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'pick at least one photo'),
        )
      }
      // A chooser dismissed where no `cancel` event fires leaves its input behind; one input at a time.
      doc.querySelectorAll('input[data-photo-picker]').forEach((stale) => stale.remove())
      return new Promise<PickedPhoto[]>((resolve) => {
        const input = doc.createElement('input')
        input.type = 'file'
        input.accept = PHOTO_ACCEPT
        input.multiple = max > 1
        input.style.display = 'none'
        input.setAttribute('data-photo-picker', '')
        const done = (picked: PickedPhoto[]) => {
          input.remove()
          resolve(picked)
        }
        input.addEventListener('change', () => {
          const chosen = Array.from(input.files ?? []).slice(0, Math.max(0, max))
          done(
            chosen.map((file) => {
              const previewUrl = URL.createObjectURL(file)
              files.set(previewUrl, file)
              return { previewUrl, name: file.name, size: file.size, mime: file.type || undefined }
            }),
          )
        })
        // Chromium and Safari tell when the chooser was dismissed; elsewhere the promise stays open
        // until the next pick, which is harmless: nothing waits on it but the "add" button.
        input.addEventListener('cancel', () => done([]))
        doc.body.appendChild(input)
        input.click()
      })
    },
    async upload(photo, target) {
      const file = files.get(photo.previewUrl)
      if (!file) {
        throw new PlatformError(PLATFORM_ERROR_CODES.INVALID_ARGUMENT, 'that photo was not picked here')
      }
      const form = new FormData()
      form.append(target.field, file, file.name)
      return target.sendForm(form, target.onProgress)
    },
  }
}
