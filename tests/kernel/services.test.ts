import { describe, expect, it } from 'vitest';
import { KernelError, Services, serviceKey } from '../../kernel/index.js';

describe('Services', () => {
  const answer = serviceKey<number>('test.Answer');

  it('gives what a plugin provided, and the later value when it is provided again', () => {
    const services = new Services();
    expect(services.has(answer)).toBe(false);
    expect(services.find(answer)).toBeUndefined();
    services.provide(answer, 41);
    services.provide(answer, 42);
    expect(services.has(answer)).toBe(true);
    expect(services.get(answer)).toBe(42);
  });

  it('names the service no plugin provided', () => {
    expect(() => new Services().get(answer)).toThrow(new KernelError('No service "test.Answer" in this kernel: the plugin that provides it is not listed.'));
  });

  it('tells keys apart by identity, not by name', () => {
    const services = new Services();
    services.provide(answer, 1);
    expect(services.find(serviceKey<number>('test.Answer'))).toBeUndefined();
  });
});
