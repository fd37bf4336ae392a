import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may go. Only public unicast addresses: a URL whose name resolves to a
 * loopback, private, link-local (the cloud metadata service among them), carrier-grade NAT,
 * unique-local or any other special address is refused, at save and again at every delivery
 * (its connection uses the address checked then, so a name that changes its answer between
 * the check and the connection, DNS rebinding, still reaches nothing inside).
 * `allowPrivate` (WEBHOOK_ALLOW_PRIVATE, tests only) lifts that and allows plain http.
 */
export class WebhookTargetRefused extends Error {}

/** Whether one address is a public unicast one. */
function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address.
  return ipaddr.process(address).range() === 'unicast';
}

const refusedAddress = (host: string) =>
  new WebhookTargetRefused(
    `${host} leads to a private or reserved address. A webhook can only go to a public address on the internet.`,
  );

/** The URL, checked for its form: https (http too when `allowPrivate`), no credentials in it. */
export function parseWebhookUrl(raw: string, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookTargetRefused('Enter the full address of the endpoint, starting https://.');
  }
  const schemes = allowPrivate ? ['https:', 'http:'] : ['https:'];
  if (!schemes.includes(url.protocol))
    throw new WebhookTargetRefused('A webhook address must start with https://.');
  if (url.username || url.password)
    throw new WebhookTargetRefused(
      'Leave the user name and password out of the address: every delivery is signed instead.',
    );
  return url;
}

/** The host as DNS and `isIP` know it: an IPv6 literal without its brackets. */
const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

function resolveAll(host: string): Promise<LookupAddress[]> {
  return new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, verbatim: true }, (e, addresses) =>
      e ? reject(e) : resolve(addresses),
    ),
  );
}

/**
 * Every address the URL's host stands for, each public unless `allowPrivate`. Refused when the
 * name does not resolve. Used at save time and, through `pinnedLookup`, at each delivery.
 */
export async function checkedAddresses(url: URL, allowPrivate: boolean): Promise<LookupAddress[]> {
  const host = bareHost(url);
  let addresses: LookupAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolveAll(host);
    } catch {
      throw new WebhookTargetRefused(`${host} could not be found. Check the address.`);
    }
  }
  if (!allowPrivate && (!addresses.length || !addresses.every((a) => isPublicAddress(a.address))))
    throw refusedAddress(host);
  return addresses;
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for http(s).request that answers only addresses checked at this moment, so the
 * connection goes to an address that was judged, whatever the name answers later.
 */
export function pinnedLookup(allowPrivate: boolean) {
  return (host: string, options: { all?: boolean }, callback: LookupCallback) => {
    checkedAddresses(new URL(`http://${isIP(host) === 6 ? `[${host}]` : host}`), allowPrivate).then(
      (addresses) =>
        options.all
          ? callback(null, addresses)
          : callback(null, addresses[0].address, addresses[0].family),
      (e: Error) => callback(e, ''),
    );
  };
}
