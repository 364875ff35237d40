// Table types for Kysely. Times are ISO 8601 strings, JSON columns are TEXT (suffix _json),
// booleans are 0/1: all portable to PostgreSQL when the dialect is switched.
import type { Generated } from 'kysely'

export interface UsersTable {
  id: Generated<number>
  nickname: string
  avatar: string
  gender: number
  phone: string | null
  app_user_token: string | null
  role: string
  uuid: string
  preference_json: string | null
  status_json: string | null
  created_at: string
}

export interface SessionsTable {
  id: string
  user_id: number
  kind: string
  created_at: string
  expires_at: string
}

export interface LoginCodesTable {
  phone: string
  code: string
  expires_at: string
  attempts: number
}

export interface SsoTicketsTable {
  ticket: string
  user_id: number
  service: string
  expires_at: string
  used: number
}

export interface PlacesTable {
  id: Generated<number>
  name: string
  name_en: string
  category: string
  country_code: string
  province_code: string | null
  city_code: string | null
  city: string
  lat: number
  lon: number
  coord_sys: string
  address: string
  rating: number
  price_level: number
  opening_hours: string
  phone: string
  tags_json: string
  description: string
  outer_ids_json: string
}

export interface JourneysTable {
  id: Generated<number>
  title: string
  title_en: string
  summary: string
  owner_id: number
  start_date: string
  days: number
  cities_json: string
  visibility: string
  review_status: string
  views: number
  saves: number
  shares: number
  report_count: number
  created_at: string
  updated_at: string
  deleted_at: string | null
}

export interface JourneyCollaboratorsTable {
  journey_id: number
  user_id: number
  role: string
  invited_by: number | null
  created_at: string
}

export interface JourneyDaysTable {
  id: Generated<number>
  journey_id: number
  day_index: number
  date: string
  title: string
  cities_json: string
}

export interface JourneyItemsTable {
  id: Generated<number>
  journey_id: number
  day_id: number
  seq: number
  kind: string
  place_id: number | null
  transport_id: number | null
  start_time: string | null
  stay_minutes: number | null
  note: string | null
  cost: number | null
}

export interface TransportsTable {
  id: Generated<number>
  journey_id: number
  mode: string
  from_place_id: number | null
  to_place_id: number | null
  from_name: string
  to_name: string
  depart_at: string
  arrive_at: string
  number: string | null
  duration_min: number
  distance_m: number
  price: number | null
  currency: string
  note: string | null
}

export interface RoutesTable {
  id: Generated<number>
  journey_id: number
  day_index: number
  mode: string
  distance_m: number
  duration_min: number
  points_json: string
  legs_json: string
}

export interface RegionsTable {
  code: string
  level: string
  name: string
  name_en: string
  parent_code: string | null
  lat: number | null
  lon: number | null
}

export interface CheckinRecordsTable {
  id: Generated<number>
  user_id: number
  region_code: string
  level: string
  source: string
  note: string | null
  photos_json: string
  completed: number
  synced_at: string | null
  created_at: string
}

export interface CustomRecordsTable {
  id: Generated<number>
  user_id: number
  name: string
  lat: number
  lon: number
  region_code: string | null
  note: string | null
  created_at: string
}

export interface CheckinUsersTable {
  user_id: number
  nickname: string | null
  joined_at: string
  last_lat: number | null
  last_lon: number | null
  last_region_code: string | null
  shares: number
  given_up_json: string
}

export interface CheckinTemplatesTable {
  id: Generated<number>
  kind: string
  name: string
  image: string
  year: number | null
}

export interface CheckinIconsTable {
  id: Generated<number>
  name: string
  image: string
  level: string
}

export interface CampaignsTable {
  id: Generated<number>
  kind: string
  title: string
  starts_at: string
  ends_at: string
  rules: string
  miss_weight: number
  config_json: string
}

export interface CampaignTasksTable {
  id: Generated<number>
  campaign_id: number
  key: string
  title: string
  chances: number
  points: number
  daily_limit: number
  total_limit: number
}

export interface UserTasksTable {
  id: Generated<number>
  user_id: number
  task_id: number
  day: string
  created_at: string
}

export interface UserCampaignsTable {
  user_id: number
  campaign_id: number
  chances_earned: number
  chances_used: number
  points: number
}

export interface PrizesTable {
  id: Generated<number>
  campaign_id: number
  name: string
  image: string
  kind: string
  stock: number
  initial_stock: number
  weight: number
  points_cost: number
  description: string
}

export interface UserPrizesTable {
  id: Generated<number>
  user_id: number
  prize_id: number
  campaign_id: number
  source: string
  status: string
  redeem_code: string | null
  address_json: string | null
  bound_account: string | null
  transfer_token: string | null
  accepted_by: number | null
  from_user_prize_id: number | null
  created_at: string
  updated_at: string
}

export interface DrawsTable {
  id: Generated<number>
  user_id: number
  campaign_id: number
  prize_id: number | null
  user_prize_id: number | null
  wish_id: number | null
  created_at: string
}

export interface IdempotencyKeysTable {
  user_id: number
  scope: string
  key: string
  response_json: string
  created_at: string
}

export interface WishesTable {
  id: Generated<number>
  user_id: number
  campaign_id: number
  destination: string
  text: string
  shares: number
  result: string
  user_prize_id: number | null
  created_at: string
}

export interface CaptureItemsTable {
  id: Generated<number>
  campaign_id: number
  name: string
  image: string
  rarity: string
  points: number
  place_id: number | null
}

export interface UserCaptureItemsTable {
  user_id: number
  item_id: number
  created_at: string
}

export interface MagazinesTable {
  id: Generated<number>
  issue: string
  title: string
  cover: string
  intro: string
  published_at: string
}

export interface MagazineSectionsTable {
  id: Generated<number>
  magazine_id: number
  seq: number
  title: string
}

export interface MagazineArticlesTable {
  id: Generated<number>
  magazine_id: number
  section_id: number
  seq: number
  title: string
  author: string
  cover: string
  summary: string
  blocks_json: string
}

export interface ConversationsTable {
  id: Generated<number>
  user_id: number
  title: string
  created_at: string
  updated_at: string
}

export interface MessagesTable {
  id: Generated<number>
  conversation_id: number
  role: string
  content: string
  cards_json: string
  created_at: string
}

export interface PoiFeedbackTable {
  id: Generated<number>
  user_id: number | null
  place_id: number
  scene: string
  text: string
  photos_json: string
  contact: string | null
  created_at: string
}

export interface AppFeedbackTable {
  id: Generated<number>
  user_id: number | null
  category: string
  text: string
  photos_json: string
  contact: string | null
  created_at: string
}

export interface EventsTable {
  id: Generated<number>
  channel: string
  user_id: number | null
  body: string
  created_at: string
}

export interface CollectorStatsTable {
  channel: string
  accepted: number
  dropped: number
}

export interface DB {
  users: UsersTable
  sessions: SessionsTable
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
}
