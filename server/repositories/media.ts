// The label drawn on a generated image (routes/media.ts): the name or title of what it shows.
import type { Db } from '../db/database'

export function createMediaRepository(db: Db) {
  // Icons have no label of their own.
  const byKind = {
    journey: (id: number) => db.selectFrom('journeys').select('title as t').where('id', '=', id),
    place: (id: number) => db.selectFrom('places').select('name as t').where('id', '=', id),
    avatar: (id: number) => db.selectFrom('users').select('nickname as t').where('id', '=', id),
    prize: (id: number) => db.selectFrom('prizes').select('name as t').where('id', '=', id),
    item: (id: number) => db.selectFrom('capture_items').select('name as t').where('id', '=', id),
    poster: (id: number) => db.selectFrom('checkin_templates').select('name as t').where('id', '=', id),
    magazine: (id: number) => db.selectFrom('magazine_articles').select('title as t').where('id', '=', id),
  }

  return {
    /** The label of the row of that kind and id; undefined when there is none. */
    async findLabel(kind: string, id: number): Promise<string | undefined> {
      if (!Object.hasOwn(byKind, kind)) return undefined
      const row = await byKind[kind as keyof typeof byKind](id).executeTakeFirst()
      return row?.t
    },
  }
}

export type MediaRepository = ReturnType<typeof createMediaRepository>
