import { useEffect, useState } from 'react'
import {
  openCoedit,
  readItinerary,
  type CoeditClient,
  type CoeditError,
  type CoeditItinerary,
  type CoeditStatus,
} from '@/services/coedit'

/** Someone in the journey right now, as the server names them (nobody can pose as someone else). */
export interface Peer {
  clientId: number
  name: string
  color: string
  self: boolean
  editing: { itemId: string; field: string } | null
}

export interface CoeditView {
  status: CoeditStatus
  itinerary: CoeditItinerary
  canEdit: boolean
  notice: CoeditError | null
  peers: Peer[]
}

const COLOR = /^#[0-9a-f]{6}$/i

function peersOf(client: CoeditClient): Peer[] {
  const self = client.doc.clientID
  const out: Peer[] = []
  client.awareness.getStates().forEach((state, clientId) => {
    // Our own state is never sent back stamped: the session says who we are.
    const user =
      clientId === self && client.session
        ? client.session.user
        : (state as { user?: { name?: unknown; color?: unknown } }).user
    const editing = (state as { editing?: { itemId?: unknown; field?: unknown } | null }).editing
    // A presence the server has not named yet (ours before it answers) shows no one.
    if (!user || typeof user.name !== 'string') return
    out.push({
      clientId,
      name: user.name.slice(0, 40),
      color: typeof user.color === 'string' && COLOR.test(user.color) ? user.color : '#8a8f98',
      self: clientId === self,
      editing:
        editing && typeof editing.itemId === 'string' && typeof editing.field === 'string'
          ? { itemId: editing.itemId, field: editing.field }
          : null,
    })
  })
  return out.sort((a, b) => Number(b.self) - Number(a.self) || a.clientId - b.clientId)
}

const viewOf = (client: CoeditClient): CoeditView => ({
  status: client.status,
  itinerary: readItinerary(client.doc),
  canEdit: client.canEdit,
  notice: client.notice,
  peers: peersOf(client),
})

/**
 * One journey's live session while the editor is open: the client (its document, to edit), and what
 * the editor shows, read again after every change, local or remote, and every change of presence.
 * Closed (the socket, the document) when the editor goes.
 */
export function useCoeditSession(journeyId: number, open: (id: number) => CoeditClient = openCoedit) {
  const [session, setSession] = useState<{ client: CoeditClient; view: CoeditView } | null>(null)
  useEffect(() => {
    const client = open(journeyId)
    const refresh = () => setSession({ client, view: viewOf(client) })
    refresh()
    const unsubscribe = client.subscribe(refresh)
    client.doc.on('update', refresh)
    client.awareness.on('change', refresh)
    return () => {
      unsubscribe()
      client.doc.off('update', refresh)
      client.awareness.off('change', refresh)
      client.destroy()
    }
    // `open` is fixed for the page; the journey decides the session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [journeyId])
  return session
}
