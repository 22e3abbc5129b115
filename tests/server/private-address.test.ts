import { describe, expect, it } from 'vitest';
import { isPrivateAddress, literalAddress } from '../../server/services/private-address.js';

describe('the private-address rules (webhooks, the PDF printer)', () => {
  it.each([
    '127.0.0.1', '127.1.2.3', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255',
    '::1', '::', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::127.0.0.1', 'fc00::1', 'fd12::1', 'fe80::1', 'ff02::1', '64:ff9b::7f00:1',
  ])('refuses %s', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it.each(['8.8.8.8', '203.0.113.7', '93.184.216.34', '2606:4700:4700::1111', '2001:db8::1', '::ffff:8.8.8.8'])('allows %s', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it('reads a URL host as the address it connects to, however IPv4 or IPv6 is spelled', () => {
    const hosts = ['http://2130706433/', 'http://0x7f.0.0.1/', 'http://0177.0.0.1/', 'http://127.1/', 'http://[::ffff:127.0.0.1]/', 'http://[0:0:0:0:0:ffff:7f00:1]/', 'http://[::]/']
      .map((url) => literalAddress(new URL(url).hostname));
    expect(hosts).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1', '127.0.0.1', '::ffff:7f00:1', '::ffff:7f00:1', '::']);
    expect(hosts.every((address) => address !== undefined && isPrivateAddress(address))).toBe(true);
    expect(literalAddress('images.example.com')).toBeUndefined();
  });
});
