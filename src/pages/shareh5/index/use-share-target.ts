import { ID_PATTERN, usePageContext } from '@/components/page-frame'

export type ShareTarget = { ok: true; journeyId: string } | { ok: false; problem: 'missing' | 'unsupported' }

/**
 * What the page shares: `?journeyId=1`, or the app's older form `?type=journey&id=1`. Only journeys can
 * be shared here; another type is told so rather than shown as a broken journey.
 */
export function useShareTarget(): ShareTarget {
  const params = usePageContext()?.params ?? {}
  const type = params.type
  if (type !== undefined && type !== '' && type !== 'journey') return { ok: false, problem: 'unsupported' }
  const id = params.journeyId ?? params.id
  return id !== undefined && ID_PATTERN.test(id)
    ? { ok: true, journeyId: id }
    : { ok: false, problem: 'missing' }
}
