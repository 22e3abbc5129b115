import { describe, expect, it } from 'vitest';
import { releaseBytes } from '../../cli/commands/released-bytes.js';

describe('releaseBytes', () => {
  it('detaches written result bytes at once (their memory goes with them), batch after batch', () => {
    for (let batch = 0; batch < 3; batch++) {
      const bytes = new TextEncoder().encode('{"outputs":{"monthlyPayment":100}}\n');
      const view = bytes.subarray(0, 10);
      releaseBytes(bytes);
      expect(bytes.byteLength).toBe(0);
      expect(view.byteLength).toBe(0);
    }
  });
});
