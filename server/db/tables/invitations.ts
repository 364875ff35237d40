// Co-editor invitations (migration 007).

export interface JourneyInvitationsTable {
  /** The secret in the invitation link; knowing it is what lets a reader join. */
  code: string
  journey_id: number
  inviter_id: number
  created_at: string
  expires_at: string
}
