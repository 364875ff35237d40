// Content pages (migration 013, issue 16): image campaigns, the food trail and its check-ins.
import type { Generated } from 'kysely'

export interface ImageCampaignsTable {
  key: string
  content_json: string
  updated_at: string
}

export interface FoodTrailTable {
  place_id: number
  /** The city's adcode in China; a short code abroad (JP-TYO, JP-KYO). */
  city_code: string
  seq: number
  blurb: string
  blurb_en: string
}

export interface FoodCheckinsTable {
  id: Generated<number>
  user_id: number
  place_id: number
  created_at: string
}

export interface ContentAuditTable {
  id: Generated<number>
  user_id: number
  /** 'image-campaign' or 'magazine-article' */
  kind: string
  target: string
  detail_json: string
  created_at: string
}
