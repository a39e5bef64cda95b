// TRUST_PROXY names the proxies whose X-Forwarded-For is believed (issue 11, item 6): `1` no
// longer believes any client's header, a list believes only those addresses.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../../server/config.ts';

async function ipSeen(trustProxy: string[] | false, remoteAddress: string, forwarded?: string): Promise<string> {
  const app = Fastify({ trustProxy });
  app.get('/ip', async (request) => ({ ip: request.ip }));
  try {
    const res = await app.inject({ method: 'GET', url: '/ip', remoteAddress, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} });
    return (res.json() as { ip: string }).ip;
  } finally {
    await app.close();
  }
}

describe('TRUST_PROXY', () => {
  it('reads a comma-separated list of addresses and CIDRs into config.trustProxy', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.5, 192.168.1.0/24,::1,fd00::/8' }).trustProxy).toEqual(['10.0.0.5', '192.168.1.0/24', '::1', 'fd00::/8']);
    expect(parseTrustProxy('1')).toEqual(['loopback']);
    expect(parseTrustProxy('uniquelocal')).toEqual(['uniquelocal']);
    for (const bad of ['*', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/1', 'fe80::/129']) {
      expect(() => parseTrustProxy(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('TRUST_PROXY=1 believes no X-Forwarded-For sent by a client that connects directly', async () => {
    const trust = loadConfig({ TRUST_PROXY: '1' }).trustProxy;
    expect(await ipSeen(trust, '203.0.113.7', '1.2.3.4')).toBe('203.0.113.7');
    // A proxy on this machine appends the real client; what the client wrote before it is ignored.
    expect(await ipSeen(trust, '127.0.0.1', '1.2.3.4, 198.51.100.2')).toBe('198.51.100.2');
  });

  it('a list believes the listed proxies only', async () => {
    const trust = loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy;
    expect(await ipSeen(trust, '10.1.2.3', '9.9.9.9, 198.51.100.2')).toBe('198.51.100.2');
    expect(await ipSeen(trust, '10.1.2.3', '9.9.9.9, 10.4.4.4')).toBe('9.9.9.9');
    expect(await ipSeen(trust, '203.0.113.7', '9.9.9.9')).toBe('203.0.113.7');
    expect(await ipSeen(false, '10.1.2.3', '9.9.9.9')).toBe('10.1.2.3');
  });
});
