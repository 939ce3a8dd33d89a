import { afterAll } from 'vitest';
import type { Answer, Conformance } from './api/helpers/openapiConformance';

/**
 * Every answer of the API that a test gets through fetch is checked against the OpenAPI document
 * (docs/api.md): a route's status, media type and JSON body must be ones the document gives it. A test
 * file whose answers stray fails at its end, naming them. Only the test's own servers are watched
 * (loopback addresses); streamed bodies that are not JSON are not read.
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
const problems: string[] = [];
let conformance: Conformance | undefined;
const original = globalThis.fetch;

globalThis.fetch = async (input, init) => {
  const res = await original(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!LOOPBACK.has(url.hostname) || !url.pathname.startsWith('/api/')) return res;
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const contentType = res.headers.get('content-type');
  // loaded with the first API answer: most test files never fetch one
  conformance ??= (await import('./api/helpers/openapiConformance')).createConformance();
  if (!conformance.operationOf(method, url.pathname)) return res;
  const answer: Answer = { method, path: url.pathname, status: res.status, contentType, body: null };
  if (!(contentType ?? '').includes('json')) {
    const problem = conformance.problemWith(answer);
    if (problem) problems.push(problem);
    return res;
  }
  // a copy is read beside the test's own reading of the answer
  const copy = res.clone();
  void copy.text().then(
    (body) => {
      const problem = conformance?.problemWith({ ...answer, body });
      if (problem) problems.push(problem);
    },
    () => undefined,
  );
  return res;
};

afterAll(() => {
  if (problems.length)
    throw new Error(
      `${problems.length} answers are not described by the API's OpenAPI document (api/openapi/):\n${problems.slice(0, 10).join('\n')}`,
    );
});
