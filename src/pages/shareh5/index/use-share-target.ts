import { usePageContext } from '@/components/page-frame'
import { parseShareTarget } from '@/components/share-target'

/**
 * What the page shares: `?type=journey|wish|checkin|campaign&id=`, or the older `?journeyId=1`. An
 * unknown type is told so rather than shown as something broken.
 */
export function useShareTarget() {
  return parseShareTarget(usePageContext()?.params ?? {})
}
