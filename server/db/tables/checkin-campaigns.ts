// Regions, check-in records, campaigns, prizes, user prizes, draws, wishes, collectibles.
import type { Generated } from 'kysely'

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
  /** YYYY-MM-DD (migration 011). */
  visited_on: string | null
  photos_json: string
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
  /** 'server': needs evidence the server checks; 'self': the traveller's word, limited per day. */
  check_kind: Generated<string>
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
  /** The calendar day it was made on (services/campaigns.ts today()); null for rows before migration 012. */
  day: string | null
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
