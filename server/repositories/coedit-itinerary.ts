// A journey's itinerary as live co-editing sees it (docs/co-editing.md "Document model"): read from the
// journey's own tables to seed a new document, and written back to them from the document
// ("materialisation"), so the journey detail API and page show what the co-editors made.
import type { CoeditItemKind } from '../../types/api/coedit'
import type { CoeditItemFields } from '../../types/api/coedit-fields'
import type { Db } from '../db/database'
import { atomically } from './transaction'

/** An item as the tables hold it: the fields the document's rules allow (types/api/coedit-fields.ts). */
export interface ItineraryItem extends CoeditItemFields {
  /** Stable id in the document: `i<row id>` for rows written before co-editing, else the editor's. */
  key: string
}

export interface ItineraryDay {
  /** Stable id in the document: `d<row id>` for rows written before co-editing, else the editor's. */
  key: string
  title: string
  items: ItineraryItem[]
}

export interface Itinerary {
  title: string
  titleEn: string
  days: ItineraryDay[]
}

const dayKey = (row: { id: number; doc_key: string | null }) => row.doc_key ?? `d${row.id}`
const itemKey = (row: { id: number; doc_key: string | null }) => row.doc_key ?? `i${row.id}`

function addDays(isoDate: string, n: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + n)
  return d.toISOString().slice(0, 10)
}

export function createCoeditItineraryRepository(db: Db) {
  return {
    /** The itinerary as the journey's tables hold it now; undefined for an unknown journey. */
    async read(journeyId: number): Promise<Itinerary | undefined> {
      const j = await db
        .selectFrom('journeys')
        .select(['title', 'title_en'])
        .where('id', '=', journeyId)
        .executeTakeFirst()
      if (!j) return undefined
      const [days, items] = await Promise.all([
        db
          .selectFrom('journey_days')
          .selectAll()
          .where('journey_id', '=', journeyId)
          .orderBy('day_index')
          .execute(),
        db
          .selectFrom('journey_items')
          .selectAll()
          .where('journey_id', '=', journeyId)
          .orderBy('seq')
          .orderBy('id')
          .execute(),
      ])
      return {
        title: j.title,
        titleEn: j.title_en,
        days: days.map((d) => ({
          key: dayKey(d),
          title: d.title,
          items: items
            .filter((i) => i.day_id === d.id)
            .map((i) => ({
              key: itemKey(i),
              kind: i.kind as CoeditItemKind,
              placeId: i.place_id,
              transportId: i.transport_id,
              time: i.start_time,
              stay: i.stay_minutes,
              note: i.note,
              cost: i.cost,
            })),
        })),
      }
    },

    /**
     * Writes an itinerary (already checked for form: services/coedit/doc-model.ts) into the journey's
     * tables in one transaction: days and items keep their rows by key (so ids the detail API shows
     * stay put), new ones are inserted, missing ones deleted; items naming a place that does not exist
     * or a transport leg of another journey are skipped. Dates follow the journey's start date, day by
     * day. Bumps updated_at, which keys the detail cache and the shared answer's ETag. Answers the
     * number of items skipped.
     */
    write: (journeyId: number, it: Itinerary): Promise<number> =>
      atomically(db, async (trx) => {
        const j = await trx
          .selectFrom('journeys')
          .select(['start_date'])
          .where('id', '=', journeyId)
          .executeTakeFirst()
        if (!j) return 0
        const placeIds = [
          ...new Set(it.days.flatMap((d) => d.items.flatMap((i) => (i.placeId ? [i.placeId] : [])))),
        ]
        const [places, transports, oldDays, oldItems] = await Promise.all([
          trx
            .selectFrom('places')
            .select(['id', 'city', 'city_en'])
            .where('id', 'in', placeIds.length ? placeIds : [0])
            .execute(),
          trx.selectFrom('transports').select('id').where('journey_id', '=', journeyId).execute(),
          trx
            .selectFrom('journey_days')
            .select(['id', 'doc_key', 'day_index', 'date', 'title'])
            .where('journey_id', '=', journeyId)
            .execute(),
          trx.selectFrom('journey_items').selectAll().where('journey_id', '=', journeyId).execute(),
        ])
        const placeById = new Map(places.map((p) => [p.id, p]))
        const transportIds = new Set(transports.map((t) => t.id))
        const valid = (i: ItineraryItem) =>
          i.kind === 'place'
            ? i.placeId !== null && placeById.has(i.placeId)
            : i.kind === 'transport'
              ? i.transportId !== null && transportIds.has(i.transportId)
              : true
        const dayRowByKey = new Map(oldDays.map((d) => [dayKey(d), d]))
        const itemRowByKey = new Map(oldItems.map((i) => [itemKey(i), i]))
        let skipped = 0

        // Only rows that change are written: a save is one edit among many unchanged rows, and SQLite
        // writes block the process. journey_days is unique on (journey_id, day_index): the days that
        // change position are moved out of the way first.
        const newIndex = new Map(it.days.map((d, i) => [d.key, i + 1]))
        for (const d of oldDays)
          if (newIndex.get(dayKey(d)) !== d.day_index)
            await trx.updateTable('journey_days').set({ day_index: -d.id }).where('id', '=', d.id).execute()
        const keptItems = new Set<number>()
        const keptDays = new Set<number>()
        for (const [index, day] of it.days.entries()) {
          const dayIndex = index + 1
          const date = addDays(j.start_date, index)
          const oldDay = dayRowByKey.get(day.key)
          let dayId: number
          if (oldDay) {
            dayId = oldDay.id
            if (oldDay.day_index !== dayIndex || oldDay.date !== date || oldDay.title !== day.title)
              await trx
                .updateTable('journey_days')
                .set({ day_index: dayIndex, date, title: day.title })
                .where('id', '=', dayId)
                .execute()
          } else {
            const cities = [
              ...new Map(
                day.items.flatMap((i) => {
                  const p = i.placeId ? placeById.get(i.placeId) : undefined
                  return p ? [[p.city, p.city_en] as const] : []
                }),
              ),
            ]
            dayId = (
              await trx
                .insertInto('journey_days')
                .values({
                  journey_id: journeyId,
                  day_index: dayIndex,
                  date,
                  title: day.title,
                  cities_json: JSON.stringify(cities.map(([c]) => c)),
                  cities_en_json: JSON.stringify(cities.map(([, e]) => e)),
                  doc_key: day.key,
                })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id
          }
          keptDays.add(dayId)
          let seq = 0
          for (const item of day.items) {
            if (!valid(item)) {
              skipped++
              continue
            }
            seq++
            const values = {
              day_id: dayId,
              seq,
              kind: item.kind,
              place_id: item.kind === 'place' ? item.placeId : null,
              transport_id: item.kind === 'transport' ? item.transportId : null,
              start_time: item.time,
              stay_minutes: item.stay,
              note: item.note,
              cost: item.cost,
            }
            const row = itemRowByKey.get(item.key)
            if (row) {
              const same = (Object.keys(values) as Array<keyof typeof values>).every(
                (k) => row[k] === values[k],
              )
              if (!same) await trx.updateTable('journey_items').set(values).where('id', '=', row.id).execute()
              keptItems.add(row.id)
            } else {
              await trx
                .insertInto('journey_items')
                .values({ ...values, journey_id: journeyId, doc_key: item.key })
                .execute()
            }
          }
        }
        const goneItems = oldItems.map((i) => i.id).filter((id) => !keptItems.has(id))
        if (goneItems.length) await trx.deleteFrom('journey_items').where('id', 'in', goneItems).execute()
        const goneDays = oldDays.map((d) => d.id).filter((id) => !keptDays.has(id))
        if (goneDays.length) await trx.deleteFrom('journey_days').where('id', 'in', goneDays).execute()
        // A day route is stored by position: those past the last day describe nothing now.
        await trx
          .deleteFrom('routes')
          .where('journey_id', '=', journeyId)
          .where('day_index', '>', it.days.length)
          .execute()
        await trx
          .updateTable('journeys')
          .set({
            title: it.title,
            title_en: it.titleEn,
            days: it.days.length,
            updated_at: new Date().toISOString(),
          })
          .where('id', '=', journeyId)
          .execute()
        return skipped
      }),
  }
}

export type CoeditItineraryRepository = ReturnType<typeof createCoeditItineraryRepository>
