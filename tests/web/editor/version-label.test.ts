import { describe, expect, it } from 'vitest';
import { versionLabel } from '../../../web/editor/version-label.js';

const ref = (name: string, published = false) => ({ id: name, name, published });

describe('the version label under a grid\'s name', () => {
  it('is left out for the only version under its default name (a new template, every grid of it)', () => {
    expect(versionLabel({ versionName: 'Version 1', versions: [ref('Version 1')] })).toBeUndefined();
    expect(versionLabel({ versionName: 'New Version', versions: [ref('New Version', true)] })).toBeUndefined();
  });
  it('names the version once there are others to tell it from, or when its author named it', () => {
    expect(versionLabel({ versionName: 'Version 1', versions: [ref('Version 1'), ref('Version 2')] })).toBe('Version 1');
    expect(versionLabel({ versionName: 'Launch', versions: [ref('Launch', true)] })).toBe('Launch');
  });
});
