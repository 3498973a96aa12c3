import { BlockList, isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';

/** Names TRUST_PROXY accepts besides addresses and ranges. */
const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) is 10.0.0.1. */
function plain(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4
    ? trimmed.slice(7)
    : trimmed;
}

/**
 * The proxies whose `X-Forwarded-For` is believed: TRUST_PROXY, a comma-separated list of addresses, CIDR ranges
 * (`10.0.0.0/8`, `fd00::/8`) and the names `loopback` and `private`. Throws on anything else, so a typo stops
 * the start instead of silently trusting nobody (or everybody).
 */
export function parseTrustedProxies(value: string | undefined): BlockList | null {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => NAMED_RANGES[entry.toLowerCase()] ?? [entry]);
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
    const maxPrefix = family === 6 ? 128 : 32;
    if (family === 0 || rest.length > 0 || !Number.isInteger(prefix) || prefix < 0 || prefix > maxPrefix)
      throw new Error(`TRUST_PROXY: not an address, range or name (loopback, private): ${entry}`);
    list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

function trusted(list: BlockList, address: string): boolean {
  const family = isIP(address);
  return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then `X-Forwarded-For` is read
 * from its right end (the hop the proxy itself added) leftwards, past every trusted proxy, and the first address
 * that is not one is the client. Entries a client wrote itself sit further left and are never reached unless every
 * hop after them is trusted, so a client cannot choose its own address. A malformed hop ends the walk at the last
 * trusted one's view.
 */
export function clientAddressOf(req: IncomingMessage, proxies: BlockList | null): string {
  let address = plain(req.socket.remoteAddress ?? '');
  if (!proxies || !trusted(proxies, address)) return address;
  const header = req.headers['x-forwarded-for'];
  const hops = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',').map(plain);
  for (let index = hops.length - 1; index >= 0 && trusted(proxies, address); index -= 1) {
    const hop = hops[index] ?? '';
    if (isIP(hop) === 0) break;
    address = hop;
  }
  return address;
}

/** Sets `ctx.ip` (rate limits, known addresses, logs) from `clientAddressOf`; only mounted when TRUST_PROXY is set. */
export function clientAddress(proxies: BlockList): Middleware {
  return async (ctx, next) => {
    ctx.request.ip = clientAddressOf(ctx.req, proxies);
    await next();
  };
}
