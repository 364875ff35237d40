import { useEffect, useState } from 'react'
import type { MiniVendor } from '@types-shared/api/vocabulary'
import { getPlatform } from '@/platform'
import { api } from '@/services/site-client'
import { targetAddress, targetMiniPath, type ShareTarget } from './target'

/** The code drawn on a poster: a QR code of an address, or a vendor's mini-program code as an image. */
export type PosterCode = { kind: 'qr'; text: string } | { kind: 'image'; url: string }

/**
 * share/mini_code's page and scene for a target: the page without its slash, and its query as the scene
 * (which the vendor keeps to 32 characters; the page opens it back into parameters, pageParams). A page
 * with no parameters still needs a scene.
 */
export function miniCodeRequest(target: ShareTarget): { page: string; scene: string } {
  const [path, query = ''] = targetMiniPath(target).split('?')
  return { page: path.replace(/^\/+/, ''), scene: query.slice(0, 32) || 'from=poster' }
}

/**
 * What the poster's code opens. On the web and in the app: a QR code of the web address, at once. In a
 * mini-program: the vendor's own code of the mini-program page (from the server, which holds the
 * vendor's secret), so scanning it opens the page inside the mini-program; where the vendor has none or
 * the server cannot make one, the web address's QR code stands in (any scanner opens the site).
 */
export function usePosterCode(target: ShareTarget): PosterCode {
  const address = targetAddress(target, 'poster')
  const want = getPlatform().share.posterCode()
  const vendor = want.kind === 'mini-code' ? want.vendor : null
  const [image, setImage] = useState<{ address: string; url: string } | null>(null)
  useEffect(() => {
    if (!vendor) return
    let live = true
    api('getMiniCode', { vendor: vendor as MiniVendor, ...miniCodeRequest(target) })
      .then((code) => {
        if (live && code.kind === 'mini-code' && code.image) setImage({ address, url: code.image })
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
    // The target's address names it: a new target is a new address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [vendor, address])
  return image?.address === address ? { kind: 'image', url: image.url } : { kind: 'qr', text: address }
}
