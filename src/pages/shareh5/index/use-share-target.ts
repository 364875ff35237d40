import { ID_PATTERN, usePageContext } from '@/components/page-frame'

export type ShareTarget =
  { ok: true; journeyId: string } | { ok: false; problem: 'none' | 'invalid' | 'unsupported' }

/**
 * What the page shares: `?journeyId=1`, or the app's older form `?type=journey&id=1`. Only journeys can
 * be shared here; another type is told so rather than shown as a broken journey.
 */
export function useShareTarget(): ShareTarget {
  const params = usePageContext()?.params ?? {}
  const type = params.type
  if (type !== undefined && type !== '' && type !== 'journey') return { ok: false, problem: 'unsupported' }
  const id = params.journeyId ?? params.id
  // No id at all is a visitor who came by the site's own "share" link: nothing is broken, nothing chosen.
  if (id === undefined || id === '') return { ok: false, problem: 'none' }
  return ID_PATTERN.test(id) ? { ok: true, journeyId: id } : { ok: false, problem: 'invalid' }
}
