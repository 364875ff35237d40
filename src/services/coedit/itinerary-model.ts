// The journey document read as a plain itinerary, as the server materialises it (both read it through
// types/api/coedit-doc.ts): the editor shows what will be saved.
import type * as Y from 'yjs'
import { readCoeditDoc, type CoeditDocDay, type CoeditDocItem } from '@types-shared/api/coedit-doc'

export type CoeditItem = CoeditDocItem
export type CoeditDay = CoeditDocDay

export interface CoeditItinerary {
  title: string
  titleEn: string
  days: CoeditDay[]
}

export function readItinerary(doc: Y.Doc): CoeditItinerary {
  const { title, titleEn, days } = readCoeditDoc(doc)
  return { title: title ?? '', titleEn: titleEn ?? '', days }
}
