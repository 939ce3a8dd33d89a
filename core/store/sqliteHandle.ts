import { existsSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** better-sqlite3 built for another Node.js than the one running: the message is the one line saying how to rebuild it */
export class NativeModuleMismatchError extends Error {
  override name = 'NativeModuleMismatchError';
}

/** the Node.js line of each NODE_MODULE_VERSION (process.versions.modules) a supported or nearby line has */
const LINE_OF_ABI: Record<string, string> = { '108': '18', '115': '20', '120': '21', '127': '22', '131': '23', '137': '24', '141': '25' };
const nodeOfAbi = (abi: string) => (LINE_OF_ABI[abi] ? `Node ${LINE_OF_ABI[abi]}` : `NODE_MODULE_VERSION ${abi}`);

/**
 * the error of a native build for another Node.js, said as what to do: npm's own settings on Debian set
 * nodedir=/usr (the headers of Debian's Node 20), so `npm ci` under Node 22 or 24 builds better-sqlite3
 * against the wrong headers; the rebuild names this Node's own. Null for any other error.
 */
export function nativeModuleMismatch(err: unknown, execPath = process.execPath): NativeModuleMismatchError | null {
  const message = err instanceof Error ? err.message : '';
  const m = /NODE_MODULE_VERSION (\d+)\. This version of Node\.js requires\s+NODE_MODULE_VERSION (\d+)/.exec(message);
  if (!m?.[1] || !m[2]) return null;
  const prefix = path.resolve(path.dirname(execPath), '..');
  const nodedir = existsSync(path.join(prefix, 'include', 'node', 'node.h')) ? prefix : '<the folder holding this Node.js include/node>';
  return new NativeModuleMismatchError(
    `better-sqlite3 was built for ${nodeOfAbi(m[1])}, but this is Node ${process.versions.node} (NODE_MODULE_VERSION ${m[2]}): rebuild it for this Node with \`npm_config_nodedir=${nodedir} npm rebuild better-sqlite3\` (npm's settings on Debian point native builds at /usr, the headers of Debian's own Node)`,
  );
}

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
  let db: Database.Database;
  try {
    db = new Database(file, options);
  } catch (err) {
    // better-sqlite3 loads its native build with the first database: a build for another Node fails here
    throw nativeModuleMismatch(err) ?? err;
  }
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
