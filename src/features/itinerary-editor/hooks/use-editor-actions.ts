import { useMemo } from 'react'
import { t } from '@/i18n'
import { getPlatform } from '@/platform'
import {
  addDay,
  addPlaceItem,
  editItem,
  ItineraryEditError,
  moveItem,
  removeDay,
  removeItem,
  setDayTitle,
  setTitle,
  type CoeditClient,
  type ItemFields,
} from '@/services/coedit'
import '@/i18n/locales/parts/itinerary-editor'

export interface EditorActions {
  move(itemId: string, toDayId: string, index: number): void
  edit(itemId: string, fields: ItemFields): void
  remove(itemId: string): void
  addPlace(dayId: string, placeId: number): void
  addDay(): void
  removeDay(dayId: string): void
  setTitle(title: string, language: 'zh' | 'en'): void
  setDayTitle(dayId: string, title: string): void
  /** Tells the others which field this user is in (null when they leave it). */
  focus(itemId: string, field: string | null): void
}

/**
 * The editor's changes as document transactions. Something that no longer exists (another person
 * removed the stop a moment ago) is said in a toast and changes nothing.
 */
export function useEditorActions(client: CoeditClient | null): EditorActions {
  return useMemo(() => {
    const run = (change: () => void) => {
      if (!client || !client.canEdit) return
      try {
        change()
      } catch (error) {
        if (!(error instanceof ItineraryEditError)) throw error
        void getPlatform()
          .ui.toast(t('editor.gone'))
          .catch(() => undefined)
      }
    }
    const doc = () => client!.doc
    return {
      move: (itemId, toDayId, index) => run(() => moveItem(doc(), itemId, toDayId, index)),
      edit: (itemId, fields) => run(() => editItem(doc(), itemId, fields)),
      remove: (itemId) => run(() => removeItem(doc(), itemId)),
      addPlace: (dayId, placeId) => run(() => void addPlaceItem(doc(), dayId, { placeId })),
      addDay: () => run(() => void addDay(doc())),
      removeDay: (dayId) => run(() => removeDay(doc(), dayId)),
      setTitle: (title, language) => run(() => setTitle(doc(), title, language)),
      setDayTitle: (dayId, title) => run(() => setDayTitle(doc(), dayId, title)),
      focus: (itemId, field) => client?.setPresence({ editing: field ? { itemId, field } : null }),
    }
  }, [client])
}
