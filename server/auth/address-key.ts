import { isIPv6 } from 'node:net';

/**
 * The key a client address is counted under by the login throttle. IPv4 as it is (an IPv4-mapped
 * IPv6 address as its IPv4 form); IPv6 by its /64 prefix, because one subscriber is usually handed
 * a whole /64 and could otherwise take a fresh address for every guess.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  // An embedded IPv4 tail (a.b.c.d) stands for two groups; only the first four groups matter here.
  const rightGroups = right.flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const groups = ip.includes('::') ? [...left, ...Array<string>(8 - left.length - rightGroups.length).fill('0'), ...rightGroups] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
