// Child process of tests/api/helpers/mdnObservatory.ts: runs the MDN HTTP Observatory's scan() unchanged (its
// retriever, analyzer tests, grader and score sum) against a local site. The parent sends
// { id, target: { hostname, httpPort, httpsPort, path } } and gets { id, result } or { id, error } back.
// NODE_EXTRA_CA_CERTS (set by the parent) makes the test certificate a verified one, as a real site's is.
import { register } from 'node:module';

register('./scanHooks.mjs', import.meta.url);
const local = await import('./localRetriever.mjs');
const { scan } = await import('@mdn/mdn-http-observatory');

let queue = Promise.resolve();

async function scanOne(target) {
  local.setTarget(target);
  const before = local.retrievals;
  const result = await scan(target.hostname);
  if (local.retrievals !== before + 1) throw new Error('the scan did not go through localRetriever.mjs (scanHooks.mjs no longer applies)');
  return result;
}

process.on('message', ({ id, target }) => {
  queue = queue.then(async () => {
    try {
      process.send({ id, result: JSON.parse(JSON.stringify(await scanOne(target))) });
    } catch (e) {
      process.send({ id, error: e instanceof Error ? e.message : String(e) });
    }
  });
});
process.on('disconnect', () => process.exit(0));
process.send({ ready: true });
