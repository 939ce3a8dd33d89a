// What scan() retrieves through: the Observatory's own retriever, given the ports and path of the local target.
import { retrieve as retrieveFrom } from '@mdn/mdn-http-observatory/src/retriever/retriever.js';

/** @type {{ hostname: string, httpPort?: string, httpsPort?: string, path?: string } | null} */
let target = null;
export let retrievals = 0;

export function setTarget(next) {
  target = next;
}

export async function retrieve(hostname) {
  if (!target || target.hostname !== hostname) throw new Error(`no local target set for ${hostname}`);
  retrievals++;
  const { httpPort, httpsPort, path } = target;
  return retrieveFrom(hostname, { httpPort, httpsPort, path });
}
