// A journey a traveller saved to their trips (one row per traveller and journey).
export interface JourneySavesTable {
  user_id: number
  journey_id: number
  created_at: string
}
