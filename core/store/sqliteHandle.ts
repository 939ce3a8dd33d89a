import Database from 'better-sqlite3';

/**
 * better-sqlite3 12 wraps each database and statement in a node::ObjectWrap. On Node 24, an ObjectWrap
 * that the garbage collector deletes at a moment when no JavaScript context is entered aborts the whole
 * process ("Assertion failed: (env) != nullptr" in node::RemoveEnvironmentCleanupHook, from
 * Statement::~Statement or Database::~Database). better-sqlite3 13 no longer uses ObjectWrap, but needs
 * Node 22 or later, and Node 20 is still supported here. So no database or statement of this process is
 * ever left to the collector: a statement is prepared once per SQL text and kept, and a database and
 * its statements are kept after `close()` until the process exits (a few hundred bytes each; Node frees
 * them at exit, when a context is entered). Everything that opens a SQLite file goes through here.
 */
const keptForLife: unknown[] = [];

export type SqliteStatement = Database.Statement;

export interface SqliteHandle {
  readonly db: Database.Database;
  /** the prepared statement of this SQL text: prepared on first use, then the same one every time */
  statement(sql: string): SqliteStatement;
  /**
   * the client rate-limiter-flexible's RateLimiterSQLite is given: the database's `transaction`, and a
   * `prepare` that answers the kept statement (the limiter prepares its SQL again on every request)
   */
  readonly limiterClient: { prepare(sql: string): SqliteStatement; transaction: Database.Database['transaction'] };
  close(): void;
}

export function openSqlite(file: string, options?: Database.Options): SqliteHandle {
  const db = new Database(file, options);
  const statements = new Map<string, SqliteStatement>();
  keptForLife.push(db, statements);
  const statement = (sql: string) => {
    let s = statements.get(sql);
    if (!s) {
      s = db.prepare(sql);
      statements.set(sql, s);
    }
    return s;
  };
  return {
    db,
    statement,
    limiterClient: { prepare: statement, transaction: db.transaction.bind(db) },
    close: () => {
      if (db.open) db.close();
    },
  };
}
