// The co-editing client wired to this page: the ticket through the typed api(), the socket through the
// platform's realtime adapter on the API's origin, and a reconnect as soon as the network is back.
import { getPlatform } from '@/platform'
import { api, apiOrigin } from '@/services/site-client'
import { ServerError } from '@/services/http/errors'
// The strings the message keys below name (src/i18n/__tests__/parts-imported.test.ts).
import '@/i18n/locales/parts/coedit'
import { createCoeditClient } from './coedit-client'
import type { CoeditClient } from './coedit-types'
import { CoeditError } from './problems'
import { socketUrlFor } from './socket-url'

/** 403 and 404 from the ticket endpoint are answers, not losses: no access, or no journey. */
export function ticketRefusal(error: unknown): CoeditError | null {
  if (!(error instanceof ServerError)) return null
  if (error.status === 403)
    return new CoeditError('forbidden', {
      messageKey: 'coedit.problem.forbidden',
      retry: false,
      detail: error.message,
    })
  if (error.status === 404)
    return new CoeditError('not-found', {
      messageKey: 'coedit.problem.notFound',
      retry: false,
      detail: error.message,
    })
  return null
}

/** H5 is served beside the API (site-client's apiOrigin is empty there): the page's own origin. */
const pageOrigin = () =>
  typeof window !== 'undefined' && typeof window.location?.origin === 'string' ? window.location.origin : ''

export function openCoedit(journeyId: number): CoeditClient {
  const platform = getPlatform()
  return createCoeditClient({
    journeyId,
    getTicket: (id) => api('getCoeditTicket', { journeyId: id }),
    realtime: platform.realtime,
    socketUrl: (path) => socketUrlFor(path, apiOrigin() || pageOrigin()),
    isTicketRefusal: ticketRefusal,
    watchNetwork: (onChange) => platform.device.onNetworkChange((type) => onChange(type !== 'NONE')),
  })
}
