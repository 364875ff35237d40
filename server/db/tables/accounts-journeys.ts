// Users, sessions, sign-in codes, SSO tickets, places, journeys, transport, routes.
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

export interface MiniIdentitiesTable {
  vendor: string
  app_id: string
  openid: string
  unionid: string | null
  user_id: number
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
  city_en: Generated<string>
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
  cities_en_json: Generated<string>
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
  cities_en_json: Generated<string>
  /** The co-editing document's id of the day (migration 017); null: known to it as d<id>. */
  doc_key: Generated<string | null>
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
  /** The co-editing document's id of the item (migration 017); null: known to it as i<id>. */
  doc_key: Generated<string | null>
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
