import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddressOf, parseTrustedProxies } from '../../backend/src/middleware/client-address';

function request(peer: string, forwardedFor?: string): IncomingMessage {
  return {
    socket: { remoteAddress: peer },
    headers: forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor },
  } as unknown as IncomingMessage;
}

describe('given TRUST_PROXY values', () => {
  it.each(['', ' ', undefined])('should trust nobody for %o', (value) => {
    expect(parseTrustedProxies(value)).toBeNull();
  });

  it.each(['10.0.0.300', 'balancer', '10.0.0.0/33', '::1/129', '10.0.0.0/8/1', '10.0.0.0/x'])(
    'should refuse %o',
    (value) => {
      expect(() => parseTrustedProxies(value)).toThrow(/TRUST_PROXY/);
    },
  );
});

describe('given a request through proxies', () => {
  const proxies = parseTrustedProxies('loopback, 10.0.0.0/8, fd00::/8');

  it.each([
    ['an untrusted peer', '198.51.100.1', '203.0.113.5', '198.51.100.1'],
    ['a trusted peer without the header', '127.0.0.1', undefined, '127.0.0.1'],
    ['one trusted balancer', '127.0.0.1', '203.0.113.5', '203.0.113.5'],
    ['a dual-stack peer', '::ffff:127.0.0.1', '203.0.113.5', '203.0.113.5'],
    ['two trusted hops', '127.0.0.1', '203.0.113.5, 10.1.2.3', '203.0.113.5'],
    ['hops a client made up', '127.0.0.1', '6.6.6.6, 1.1.1.1, 203.0.113.5', '203.0.113.5'],
    ['a made-up trusted hop after the client', '127.0.0.1', '6.6.6.6, 10.0.0.1', '6.6.6.6'],
    ['an IPv6 balancer', 'fd00::5', '2001:db8::1', '2001:db8::1'],
    ['a malformed hop', '127.0.0.1', 'not-an-address', '127.0.0.1'],
  ])('should find the client behind %s', (_, peer, forwardedFor, expected) => {
    // Act + Assert
    expect(clientAddressOf(request(peer, forwardedFor), proxies)).toBe(expected);
  });

  it('should read the socket address when nobody is trusted', () => {
    expect(clientAddressOf(request('127.0.0.1', '203.0.113.5'), null)).toBe('127.0.0.1');
  });
});
