import type { RouteRecord } from '@types-shared/routes/route-table'
import { t as currentT, type MessageKey, type Translate } from '@/i18n'

export type NotFoundVariant = 'default' | 'gone'

/** The page-not-found route has two titles: the plain one and the "page has disappeared" variant shell. */
export function routeTitle(
  route: RouteRecord,
  variant: NotFoundVariant = 'default',
  t: Translate = currentT,
): string {
  if (route.name === 'notFound' && variant === 'gone') return t('route.notFoundGone')
  return t(route.titleKey as MessageKey)
}
