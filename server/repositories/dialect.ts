// The few SQL spellings that differ between SQLite and PostgreSQL, so a repository states what it
// means once and runs on both (docs/server.md "Database engines"). Everything else the repositories
// write through Kysely is the same SQL on both engines.
import { sql, type Expression, type SqlBool } from 'kysely'
import { isPostgres, type Db } from '../db/database'

const escapeLike = (text: string) => text.replace(/[%_\\]/g, (c) => '\\' + c)

/**
 * `column` contains `text` taken literally (no wildcards), ignoring ASCII case: SQLite's LIKE ignores
 * it by itself, PostgreSQL needs ILIKE. The escape character is named, since SQLite has none by default.
 */
export function containsNoCase(db: Db, column: string, text: string): Expression<SqlBool> {
  const op = isPostgres(db) ? sql`ILIKE` : sql`LIKE`
  return sql<SqlBool>`${sql.ref(column)} ${op} ${`%${escapeLike(text)}%`} ESCAPE '\\'`
}

/** Whether `needle` occurs in `haystack` (both expressions): instr() on SQLite, strpos() on PostgreSQL. */
export function occursIn(
  db: Db,
  haystack: Expression<unknown>,
  needle: Expression<unknown>,
): Expression<SqlBool> {
  return isPostgres(db)
    ? sql<SqlBool>`strpos(${haystack}, ${needle}) > 0`
    : sql<SqlBool>`instr(${haystack}, ${needle}) > 0`
}
