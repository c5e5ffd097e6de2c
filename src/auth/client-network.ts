import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network failed logins are counted for: an IPv4 address as it is, an IPv6 address by its
 * /64 prefix. One IPv6 client is routinely given a whole /64 (RFC 6177 allocates at least that
 * to a site), so counting its addresses one by one would let it spread guesses over 2^64 of
 * them. An IPv4 address written as IPv6 (`::ffff:192.0.2.1`, as a dual-stack socket gives it)
 * is the IPv4 address. Anything else (a test's made-up address) is counted as written.
 */
export function throttledNetworkOf(clientAddress: string): string {
  if (isIPv4(clientAddress)) return clientAddress;
  if (!isIPv6(clientAddress)) return clientAddress;
  const groups = ipv6Groups(clientAddress);
  if (groups === undefined) return clientAddress;
  const mapped = groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff;
  if (mapped) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (zone and embedded IPv4 allowed). */
function ipv6Groups(address: string): number[] | undefined {
  let text = address.split('%')[0] ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return undefined;
  const all = [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  const groups = all.map((g) => Number.parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => g >= 0 && g <= 0xffff) ? groups : undefined;
}
