/**
 * Which `Host` a server answers. A page on another site can make the visitor's browser talk to a
 * server on their machine or network by pointing a name of its own at that server's address (DNS
 * rebinding); the browser then sends that name as `Host`. A server that answers only the names it is
 * meant to be reached by is out of reach of such a page. `site dev` always checks (cli/dev/routes.ts),
 * `site serve` when `ALLOWED_HOSTS` is set (api/server.ts).
 */

/** the names a server answers: any, these names, and the names under these domains */
export interface AllowedHosts {
  any: boolean;
  names: Set<string>;
  /** '.example.com': example.com and every name under it */
  domains: string[];
}

/** what a Host header or an allow-list entry may hold: a name or an IPv4 address, or an IPv6 address in brackets, with an optional port */
const HOST_SYNTAX = /^(?:\[[0-9a-f:.]+\]|[^\s\p{Cc}/?#@\\[\]:]+)(?::\d{1,5})?$/iu;

/**
 * the host name of a Host header as compared: lowercase, IDNs in punycode, IPv6 compressed in
 * brackets, IPv4 in dotted decimal, without port or the final dot of a fully qualified name; null for
 * none or a malformed one
 */
export function hostnameOf(host: string | undefined): string | null {
  if (!host || host.length > 300 || !HOST_SYNTAX.test(host)) return null;
  let name: string;
  try {
    name = new URL(`http://${host}`).hostname;
  } catch {
    return null;
  }
  if (name.startsWith('.') || name.includes('..')) return null;
  if (name.endsWith('.')) name = name.slice(0, -1);
  return name || null;
}

/**
 * reads an allow-list: names separated by commas or spaces; `.example.com` allows example.com and
 * every name under it, `*` allows any. Throws on an entry that is no host name (with a port, a path).
 */
export function parseAllowedHosts(list: string): AllowedHosts {
  const allowed: AllowedHosts = { any: false, names: new Set(), domains: [] };
  for (const entry of list.split(/[\s,]+/).filter(Boolean)) {
    if (entry === '*') {
      allowed.any = true;
      continue;
    }
    const domain = entry.startsWith('.');
    const bare = domain ? entry.slice(1) : entry;
    // an IPv6 address may be written without its brackets (so a name with a port is no name)
    const written = bare.includes(':') && !bare.startsWith('[') ? `[${bare}]` : bare;
    const name = hostnameOf(written);
    if (!name || /^\[[^\]]*\]:/.test(written))
      throw new Error(`has "${entry}", which is no host name (write names without scheme, port or path)`);
    if (domain) allowed.domains.push(name);
    else allowed.names.add(name);
  }
  return allowed;
}

/** adds names to an allow-list */
export function withHosts(allowed: AllowedHosts, names: Iterable<string>): AllowedHosts {
  const more = new Set(allowed.names);
  for (const n of names) {
    const name = hostnameOf(n);
    if (name) more.add(name);
  }
  return { ...allowed, names: more };
}

/** true when the Host header names a host of the list */
export function hostAllowed(allowed: AllowedHosts, host: string | undefined): boolean {
  if (allowed.any) return true;
  const name = hostnameOf(host);
  if (!name) return false;
  return allowed.names.has(name) || allowed.domains.some((d) => name === d || name.endsWith(`.${d}`));
}

/**
 * the paths a load balancer's health checks ask for, answered whatever the Host: a balancer names an
 * instance by its address (an AWS target group), or sends no Host at all (HAProxy's HTTP/1.0 check),
 * and the answers hold nothing a page could misuse
 */
export const HEALTH_PATHS: ReadonlySet<string> = new Set(['/api/health', '/api/ready']);

/** a check of a request's Host: null to answer it, or the text of the 403 that refuses it */
export type HostCheck = (host: string | undefined, path: string) => string | null;

/** the check of an allow-list; `refusal` says what the 403 tells the client */
export function hostCheckOf(allowed: AllowedHosts, refusal: (host: string | undefined) => string): HostCheck {
  return (host, path) => (HEALTH_PATHS.has(path) || hostAllowed(allowed, host) ? null : refusal(host));
}

/** a Host header as a message quotes it: printable, short */
export const quotedHost = (host: string | undefined) => (host === undefined ? 'none' : JSON.stringify(host.slice(0, 100)));
