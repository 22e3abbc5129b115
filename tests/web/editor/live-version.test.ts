import { describe, expect, it } from 'vitest';
import type { GridInfo } from '../../../web/plugin-api/index.js';
import { liveVersionName } from '../../../web/editor/live-version.js';

const grid = (published: boolean, versions: [string, boolean][]): GridInfo => ({
  id: 'g', name: 'Loan', published, versionId: 'open', versionName: 'Version 3',
  versions: versions.map(([name, flag]) => ({ id: name, name, published: flag })),
});

describe('the version the API and new grids use, as the editor says it', () => {
  it('is the open version when it is published', () => {
    expect(liveVersionName(grid(true, [['New Version', true], ['Version 3', true]]))).toBe('Version 3');
  });

  it('is the newest published one while a draft is open, and none when nothing is published', () => {
    expect(liveVersionName(grid(false, [['New Version', true], ['Version 2', true], ['Version 3', false]]))).toBe('Version 2');
    expect(liveVersionName(grid(false, [['New Version', false], ['Version 3', false]]))).toBeUndefined();
  });
});
