// Module hook for scan.mjs: the scanner's own import of its retriever gets localRetriever.mjs, which calls that
// same retriever with the local ports and path (scan() passes it only a hostname, so ports 80 and 443).
const SCANNER = '/node_modules/@mdn/mdn-http-observatory/src/scanner/index.js';

export async function resolve(specifier, context, nextResolve) {
  if (specifier === '../retriever/retriever.js' && context.parentURL?.endsWith(SCANNER)) {
    return { url: new URL('./localRetriever.mjs', import.meta.url).href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}
