// Preloaded (--import) into every process of a test run on another Node line (scripts/node-lines.mjs):
// the project's `better-sqlite3` is replaced by the copy built for this line (NODE_LINE_SQLITE, its
// package folder), whether it is imported by name or by the path a tool resolved it to (vitest loads
// dependencies by their file path). Everything else resolves as usual.
import { registerHooks } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const line = process.env.NODE_LINE_SQLITE;
if (line) {
  const project = `${pathToFileURL(path.resolve(import.meta.dirname, '..', '..', 'node_modules', 'better-sqlite3')).href}/`;
  const own = `${pathToFileURL(line).href}/`;
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      return resolved.url.startsWith(project) ? { ...resolved, url: own + resolved.url.slice(project.length) } : resolved;
    },
  });
}
