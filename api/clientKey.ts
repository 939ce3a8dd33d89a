import { isIPv4, isIPv6 } from 'node:net';

/** the eight 16-bit groups of an IPv6 address, or null when it is not one */
function ipv6Groups(address: string): number[] | null {
  if (!isIPv6(address)) return null;
  // an IPv4 tail (::ffff:192.0.2.1, 64:ff9b::192.0.2.1) is written as its two groups first
  const text = address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_m, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((g) => g.toString(16)).join(':'),
  );
  const parse = (part: string) => (part === '' ? [] : part.split(':').map((g) => Number.parseInt(g, 16)));
  const [head = '', tail] = text.split('::');
  const left = parse(head);
  if (tail === undefined) return left.length === 8 ? left : null;
  const right = parse(tail);
  return [...left, ...new Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/**
 * The key a client's submissions are counted under: an IPv4 address as it is, an IPv6 address by its
 * /64 network (one end site gets a whole /64, so counting single addresses would give it unlimited
 * tries), and an IPv4-mapped IPv6 address (::ffff:192.0.2.1, what a dual-stack socket reports) as the
 * IPv4 address it is. Anything else ('unknown') is its own key.
 */
export function rateLimitKey(address: string): string {
  const bare = address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/%.*$/, '');
  if (isIPv4(bare)) return bare;
  const groups = ipv6Groups(bare);
  if (!groups) return address;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [hi = 0, lo = 0] = groups.slice(6);
    return [hi >> 8, hi & 0xff, lo >> 8, lo & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}
