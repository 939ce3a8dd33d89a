import type { Context, Hono } from 'hono';
import type { Config } from '../../core/config';
import { errorText, log } from '../../core/log';
import { resolveErasureKey } from '../../core/privacy/erasureKey';
import { EraseBusyError, erasePerson, findPerson, type PersonContext } from '../../core/privacy/person';
import type { LeadBackend } from '../../core/store/backend';
import { erasureRecords } from '../../core/store/personRows';
import { ERASE_PATH, ERASURES_PATH, eraseRequestSchema, PERSON_PATH, personRequestSchema } from '../../src/shared/leads/person';
import { fieldMessages, readJsonObject } from './submission';

/**
 * /api/admin/leads/person (find and export), /erase and /erasures: one person's data, by an address
 * sent in the request body. Behind the admin token like every /api/admin/* route. The answers carry
 * the person's data: never cached (no-store, from the admin middleware), never logged.
 */
export function registerAdminPersonRoutes(app: Hono, backend: LeadBackend, config: Pick<Config, 'DATA_DIR' | 'LEADS_ERASURE_KEY'>): void {
  const context = async (): Promise<PersonContext> => ({
    store: await backend.store(),
    dataDir: config.DATA_DIR,
    key: resolveErasureKey(config.LEADS_ERASURE_KEY, config.DATA_DIR),
  });
  const storeDown = (c: Context, err: unknown) => {
    log('error', 'person data: the store did not answer', { route: c.req.path, error: errorText(err) });
    c.header('Retry-After', '30');
    return c.json({ error: 'The lead store cannot be reached just now. Nothing was changed: try again in a minute.' }, 503);
  };

  app.post(PERSON_PATH, async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return read.response;
    const parsed = personRequestSchema.safeParse(read.body);
    if (!parsed.success) return c.json({ error: 'Enter the e-mail address to look up.', fields: fieldMessages(parsed.error.issues) }, 400);
    try {
      return c.json(await findPerson(await context(), parsed.data.email));
    } catch (err) {
      return storeDown(c, err);
    }
  });

  app.post(ERASE_PATH, async (c) => {
    const read = await readJsonObject(c);
    if (!read.ok) return read.response;
    const parsed = eraseRequestSchema.safeParse(read.body);
    if (!parsed.success)
      return c.json({ error: 'Nothing was erased: the request is incomplete.', fields: fieldMessages(parsed.error.issues) }, 400);
    try {
      return c.json(await erasePerson(await context(), parsed.data.email));
    } catch (err) {
      if (err instanceof EraseBusyError) {
        c.header('Retry-After', '60');
        return c.json({ error: err.message }, 409);
      }
      return storeDown(c, err);
    }
  });

  app.get(ERASURES_PATH, async (c) => {
    try {
      return c.json({ erasures: await erasureRecords((await backend.store()).reader, { limit: 50 }) });
    } catch (err) {
      return storeDown(c, err);
    }
  });
}
