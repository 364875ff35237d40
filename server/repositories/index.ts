// Every repository over one database handle (docs/server.md "Layers"). The repositories plugin
// decorates the instance with createRepositories(app.db) as app.repos; a service that must run
// several repositories in one transaction calls repos.inTransaction(work), and work gets the same
// repositories built over the transaction.
import type { Db } from '../db/database'
import { atomically } from './transaction'
import { createCampaignsRepository } from './campaigns'
import { createCaptureRepository } from './capture'
import { createChatRepository } from './chat'
import { createCoeditRepository } from './coedit'
import { createCoeditItineraryRepository } from './coedit-itinerary'
import { createContentRepository } from './content'
import { createCheckinRepository } from './checkin'
import { createFeedbackRepository } from './feedback'
import { createInvitationsRepository } from './invitations'
import { createJourneysRepository } from './journeys'
import { createMagazineRepository } from './magazine'
import { createMediaRepository } from './media'
import { createMiniIdentitiesRepository } from './mini-identities'
import { createPlacesRepository } from './places'
import { createPrizesRepository } from './prizes'
import { createPrizeAuditRepository } from './prize-audit'
import { createRateCountersRepository } from './rate-counters'
import { createSearchRepository } from './search'
import { createShareOpensRepository } from './share-opens'
import { createSsoRepository } from './sso'
import { createTelemetryRepository } from './telemetry'
import { createUploadsRepository } from './uploads'
import { createWishesRepository } from './wishes'
import { createUsersRepository } from './users'

function createDomainRepositories(db: Db) {
  return {
    users: createUsersRepository(db),
    sso: createSsoRepository(db),
    miniIdentities: createMiniIdentitiesRepository(db),
    journeys: createJourneysRepository(db),
    invitations: createInvitationsRepository(db),
    places: createPlacesRepository(db),
    checkin: createCheckinRepository(db),
    campaigns: createCampaignsRepository(db),
    prizes: createPrizesRepository(db),
    prizeAudit: createPrizeAuditRepository(db),
    shareOpens: createShareOpensRepository(db),
    wishes: createWishesRepository(db),
    capture: createCaptureRepository(db),
    magazine: createMagazineRepository(db),
    content: createContentRepository(db),
    chat: createChatRepository(db),
    search: createSearchRepository(db),
    feedback: createFeedbackRepository(db),
    uploads: createUploadsRepository(db),
    telemetry: createTelemetryRepository(db),
    media: createMediaRepository(db),
    rateCounters: createRateCountersRepository(db),
    coedit: createCoeditRepository(db),
    coeditItinerary: createCoeditItineraryRepository(db),
  }
}

export type Repositories = ReturnType<typeof createDomainRepositories> & {
  /**
   * Runs work in one transaction, with every repository bound to it; inside a transaction
   * already, work joins it. A throw rolls everything back.
   */
  inTransaction<T>(work: (repos: Repositories) => Promise<T>): Promise<T>
}

export function createRepositories(db: Db): Repositories {
  return {
    ...createDomainRepositories(db),
    inTransaction: (work) => atomically(db, (trx) => work(createRepositories(trx))),
  }
}
