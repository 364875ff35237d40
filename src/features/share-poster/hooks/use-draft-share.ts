import { useCallback, useMemo } from 'react'
import { usePageContext } from '@/components/page-frame'
import {
  targetAddress,
  targetQuery,
  targetSeed,
  usePosterCode,
  usePosterImage,
  useShareChannel,
  type ShareChannel,
  type ShareOutcome,
} from '@/components/share-target'
import { useT } from '@/i18n'
import { navigate } from '@/services/router'
import '@/i18n/locales/parts/share'
import type { ShareDraft } from '../drafts/share-draft'

/**
 * A loaded draft made shareable: its poster drawn as soon as the page has it (with the vendor's own
 * code in a mini-program, else the QR code of the target's address), and the channels, a finished
 * share going on to the result page.
 */
export function useDraftShare(draft: ShareDraft) {
  const t = useT()
  const page = usePageContext()
  const { target } = draft
  const code = usePosterCode(target)
  const codeImage = code.kind === 'image' ? code.url : undefined
  const content = useMemo(
    () => ({
      ...draft.poster,
      link: targetAddress(target, 'poster'),
      codeImage: codeImage ?? draft.poster.codeImage,
      brand: t('sharePage.posterBrand'),
      seed: targetSeed(target),
    }),
    [draft.poster, target, codeImage, t],
  )
  const poster = usePosterImage(content)
  const onDone = useCallback(
    (channel: ShareChannel, outcome: ShareOutcome) => {
      // Leaving a kept-alive page always pushes (navigate.ts): back returns to this very instance.
      navigate('shareResult', page?.route, {
        query: { ...targetQuery(target), channel, status: outcome },
      }).catch(() => undefined)
    },
    [target, page?.route],
  )
  const share = useShareChannel(
    { target, subject: draft.subject, poster: poster.image, count: draft.count },
    onDone,
  )
  return { poster, share }
}
