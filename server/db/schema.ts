// Table types for Kysely. Times are ISO 8601 strings, JSON columns are TEXT (suffix _json),
// booleans are 0/1: all portable to PostgreSQL when the dialect is switched.

import type {
  UsersTable,
  SessionsTable,
  MiniIdentitiesTable,
  LoginCodesTable,
  SsoTicketsTable,
  PlacesTable,
  JourneysTable,
  JourneyCollaboratorsTable,
  JourneyDaysTable,
  JourneyItemsTable,
  TransportsTable,
  RoutesTable,
} from './tables/accounts-journeys'
import type {
  RegionsTable,
  CheckinRecordsTable,
  CustomRecordsTable,
  CheckinUsersTable,
  CheckinTemplatesTable,
  CheckinIconsTable,
  CampaignsTable,
  CampaignTasksTable,
  UserTasksTable,
  UserCampaignsTable,
  PrizesTable,
  UserPrizesTable,
  DrawsTable,
  IdempotencyKeysTable,
  WishesTable,
  CaptureItemsTable,
  UserCaptureItemsTable,
} from './tables/checkin-campaigns'
import type {
  MagazinesTable,
  MagazineSectionsTable,
  MagazineArticlesTable,
  ConversationsTable,
  MessagesTable,
  PoiFeedbackTable,
  AppFeedbackTable,
  EventsTable,
  CollectorStatsTable,
} from './tables/content'

export type {
  UsersTable,
  SessionsTable,
  MiniIdentitiesTable,
  LoginCodesTable,
  SsoTicketsTable,
  PlacesTable,
  JourneysTable,
  JourneyCollaboratorsTable,
  JourneyDaysTable,
  JourneyItemsTable,
  TransportsTable,
  RoutesTable,
} from './tables/accounts-journeys'
export type {
  RegionsTable,
  CheckinRecordsTable,
  CustomRecordsTable,
  CheckinUsersTable,
  CheckinTemplatesTable,
  CheckinIconsTable,
  CampaignsTable,
  CampaignTasksTable,
  UserTasksTable,
  UserCampaignsTable,
  PrizesTable,
  UserPrizesTable,
  DrawsTable,
  IdempotencyKeysTable,
  WishesTable,
  CaptureItemsTable,
  UserCaptureItemsTable,
} from './tables/checkin-campaigns'
export type {
  MagazinesTable,
  MagazineSectionsTable,
  MagazineArticlesTable,
  ConversationsTable,
  MessagesTable,
  PoiFeedbackTable,
  AppFeedbackTable,
  EventsTable,
  CollectorStatsTable,
} from './tables/content'

export interface DB {
  users: UsersTable
  sessions: SessionsTable
  mini_identities: MiniIdentitiesTable
  login_codes: LoginCodesTable
  sso_tickets: SsoTicketsTable
  places: PlacesTable
  journeys: JourneysTable
  journey_collaborators: JourneyCollaboratorsTable
  journey_days: JourneyDaysTable
  journey_items: JourneyItemsTable
  transports: TransportsTable
  routes: RoutesTable
  regions: RegionsTable
  checkin_records: CheckinRecordsTable
  custom_records: CustomRecordsTable
  checkin_users: CheckinUsersTable
  checkin_templates: CheckinTemplatesTable
  checkin_icons: CheckinIconsTable
  campaigns: CampaignsTable
  campaign_tasks: CampaignTasksTable
  user_tasks: UserTasksTable
  user_campaigns: UserCampaignsTable
  prizes: PrizesTable
  user_prizes: UserPrizesTable
  draws: DrawsTable
  idempotency_keys: IdempotencyKeysTable
  wishes: WishesTable
  capture_items: CaptureItemsTable
  user_capture_items: UserCaptureItemsTable
  magazines: MagazinesTable
  magazine_sections: MagazineSectionsTable
  magazine_articles: MagazineArticlesTable
  conversations: ConversationsTable
  messages: MessagesTable
  poi_feedback: PoiFeedbackTable
  app_feedback: AppFeedbackTable
  events: EventsTable
  collector_stats: CollectorStatsTable
  journey_invitations: import('./tables/invitations').JourneyInvitationsTable
  uploads: import('./tables/uploads').UploadsTable
  journey_saves: import('./tables/journey-saves').JourneySavesTable
  prize_audit: import('./tables/prize-audit').PrizeAuditTable
  share_opens: import('./tables/prize-audit').ShareOpensTable
  image_campaigns: import('./tables/content-pages').ImageCampaignsTable
  food_trail: import('./tables/content-pages').FoodTrailTable
  food_checkins: import('./tables/content-pages').FoodCheckinsTable
  content_audit: import('./tables/content-pages').ContentAuditTable
  search_docs: import('./tables/search').SearchDocsTable
  search_meta: import('./tables/search').SearchMetaTable
  rate_counters: import('./tables/shared-state').RateCountersTable
  answer_parts: import('./tables/shared-state').AnswerPartsTable
  coedit_updates: import('./tables/coedit').CoeditUpdatesTable
  coedit_snapshots: import('./tables/coedit').CoeditSnapshotsTable
  coedit_tickets: import('./tables/coedit').CoeditTicketsTable
}
