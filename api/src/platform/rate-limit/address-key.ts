import ipaddr from 'ipaddr.js';

/**
 * The key under which a client address is counted by every per-address limit (sign-in,
 * public forms). An IPv6 client usually holds a whole /64 (one customer's prefix; the host
 * bits are chosen freely and change often), so a /64 counts as one address; an IPv4-mapped
 * IPv6 address counts as its IPv4 address. Anything unparseable is counted as given.
 */
export function addressKey(ip: string | undefined): string {
  if (!ip) return 'unknown';
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(ip.split('%')[0]);
  } catch {
    return ip;
  }
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const network = new ipaddr.IPv6([...(parsed as ipaddr.IPv6).parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toString()}/64`;
}
