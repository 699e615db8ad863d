/**
 * The key a client is counted under. Cloudflare sets CF-Connecting-IP at the
 * edge, so a client cannot choose it. An IPv6 client usually holds a whole
 * /64 and can change the rest at will, so it is counted by its /64.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  if (!address.includes(':')) return address;
  return `${ipv6Prefix64(address)}::/64`;
}

/** The first four 16-bit groups of an IPv6 address, written out in full, lower case. */
function ipv6Prefix64(address: string): string {
  const withoutZone = address.split('%')[0] ?? address;
  const [head = '', tail] = withoutZone.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  // Anything after "::" sits at the end; the prefix only needs what comes first (padded with the zeros "::" stands for).
  const tailGroups = tail === undefined ? [] : tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tailGroups];
  return groups
    .slice(0, 4)
    .map((group) => (group.includes('.') ? '0' : group.replace(/^0+(?=.)/, '')))
    .join(':');
}
