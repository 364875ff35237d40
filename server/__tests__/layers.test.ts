// The server's layers (docs/server.md "Layers", issue 11): routes and services reach the database
// only through repositories, and SQL that only SQLite understands stays in repositories and
// migrations, the seam through which PostgreSQL will come. A fixture line shows each check bites.
import { describe, it } from 'node:test'
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'

const serverDir = path.resolve(__dirname, '..')

const QUERY_BUILDER =
  /\b(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|with(Recursive)?)\(|\.transaction\(\)|\bsql`/
const SQLITE_ONLY =
  /\b(datetime|julianday|strftime|json_extract|json_each|last_insert_rowid|ifnull|group_concat)\s*\(|INSERT OR|ON CONFLICT|\.onConflict\(|\.insertOrIgnore|\.orReplace|sqlite_master|\bPRAGMA\b/i

function sources(dir: string): string[] {
  return fs
    .readdirSync(path.join(serverDir, dir), { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory()
        ? e.name === '__tests__'
          ? []
          : sources(path.join(dir, e.name))
        : [path.join(dir, e.name)],
    )
    .filter((f) => f.endsWith('.ts'))
}

/** Lines of a file that match, as "file:line: text". */
function offending(files: string[], pattern: RegExp): string[] {
  return files.flatMap((f) =>
    fs
      .readFileSync(path.join(serverDir, f), 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        pattern.test(line) && !line.trim().startsWith('//') ? [`${f}:${i + 1}: ${line.trim()}`] : [],
      ),
  )
}

describe('server layers', () => {
  it('finds a query-builder call in a fixture line', () => {
    assert.match("const u = await db.selectFrom('users').selectAll()", QUERY_BUILDER)
    assert.match('await db.transaction().execute(async (trx) => {})', QUERY_BUILDER)
    assert.match('await sql`SELECT 1`.execute(db)', QUERY_BUILDER)
    assert.doesNotMatch('await repos.inTransaction(async (tx) => {})', QUERY_BUILDER)
  })

  it('finds SQLite-only SQL in a fixture line', () => {
    assert.match(".onConflict((oc) => oc.column('phone').doNothing())", SQLITE_ONLY)
    assert.match("where created_at > datetime('now', '-1 day')", SQLITE_ONLY)
    assert.doesNotMatch("db.selectFrom('users').where('id', '=', 1)", SQLITE_ONLY)
  })

  it('keeps routes, services, plugins and lib free of query-builder calls', () => {
    const files = ['routes', 'services', 'plugins', 'lib'].flatMap(sources)
    assert.ok(files.length > 20, 'found the route and service files')
    assert.deepEqual(offending(files, QUERY_BUILDER), [])
  })

  it('keeps SQLite-only SQL in repositories and migrations', () => {
    const files = sources('.').filter(
      (f) =>
        !f.startsWith(`repositories${path.sep}`) &&
        !f.startsWith(path.join('db', 'migrations')) &&
        // The dialect seam itself: the one place that knows the engine.
        f !== path.join('db', 'database.ts'),
    )
    assert.deepEqual(offending(files, SQLITE_ONLY), [])
  })
})
