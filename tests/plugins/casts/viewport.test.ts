import { describe, expect, it } from 'vitest';
import { parseViewport } from '../../../plugins/casts/index.js';

describe('cast viewport', () => {
  it('reads WIDTHxHEIGHT', () => {
    expect(parseViewport('800x600')).toEqual({ width: 800, height: 600 });
  });

  it.each(['0x600', '800x0', '800', 'x600', '800x', '-1x5', '800X600', ' 800x600', '1.5x2', '8e2x600', '', 'abc', '1234567x1'])(
    'uses no viewport for %j',
    (text) => {
      expect(parseViewport(text)).toBeUndefined();
    },
  );

  it('uses no viewport when none is given', () => {
    expect(parseViewport(undefined)).toBeUndefined();
  });
});
