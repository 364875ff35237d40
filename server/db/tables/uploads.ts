// Images travellers upload for their feedback, kept in the database itself (no file store to run).

export interface UploadsTable {
  /** Random hex key: the only way to the image, so upload URLs cannot be enumerated. */
  key: string
  user_id: number | null
  mime: string
  ext: string
  size: number
  sha256: string
  data: Buffer
  created_at: string
}
