import { describe, expect, it } from 'vitest';
import { throttledNetworkOf } from './client-network.js';

describe('throttledNetworkOf', () => {
  it('keeps an IPv4 address, also as a dual-stack socket writes it', () => {
    expect(throttledNetworkOf('192.0.2.1')).toBe('192.0.2.1');
    expect(throttledNetworkOf('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(throttledNetworkOf('::FFFF:c000:0201')).toBe('192.0.2.1');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    const network = '2001:db8:85a3:8d3::/64';
    for (const address of [
      '2001:db8:85a3:8d3:1319:8a2e:370:7348',
      '2001:0db8:85a3:08d3:ffff:ffff:ffff:ffff',
      '2001:db8:85a3:8d3::1',
      '2001:DB8:85A3:8D3::',
      '2001:db8:85a3:8d3::1%eth0',
    ]) {
      expect(throttledNetworkOf(address), address).toBe(network);
    }
    expect(throttledNetworkOf('2001:db8:85a3:8d4::1')).toBe('2001:db8:85a3:8d4::/64');
    expect(throttledNetworkOf('::1')).toBe('0:0:0:0::/64');
    expect(throttledNetworkOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
  });

  it('counts anything else as written', () => {
    expect(throttledNetworkOf('unknown')).toBe('unknown');
    expect(throttledNetworkOf('')).toBe('');
  });
});
