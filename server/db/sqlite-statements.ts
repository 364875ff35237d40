// Kysely's SQLite driver prepares every query anew; compiling the same few dozen statements on every
// request was a fifth of the shared journey's server time (issue 18's profile). This keeps the prepared
// statements by their SQL, most recently used last. Safe because Kysely runs one query at a time on
// the single connection, a streamed one included, so a cached statement is never busy when reused.
import type SQLite from 'better-sqlite3'
import type { SqliteDatabase } from 'kysely'

/** Distinct statements kept: queries with `in (?, ?, ...)` lists differ by their length. */
export const STATEMENT_CACHE_SIZE = 500

export function withStatementCache(sqlite: SQLite.Database, max = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>()
  return {
    close: () => {
      statements.clear()
      sqlite.close()
    },
    prepare(sql) {
      let statement = statements.get(sql)
      if (statement) {
        statements.delete(sql)
      } else {
        statement = sqlite.prepare(sql)
        if (statements.size >= max) statements.delete(statements.keys().next().value as string)
      }
      statements.set(sql, statement)
      return statement
    },
  }
}
