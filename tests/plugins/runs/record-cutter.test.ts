import { describe, expect, it } from 'vitest';
import { RecordCutter } from '../../../plugins/runs/index.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);

/** Cuts `input` fed in pieces of `piece` bytes; each batch as [its text, its record count]. */
function cut(cutter: RecordCutter, input: string, piece: number): [string, number][] {
  const data = bytes(input);
  const batches: [string, number][] = [];
  for (let at = 0; at < data.length; at += piece) {
    for (const batch of cutter.push(data.subarray(at, at + piece))) batches.push([text(batch.bytes), batch.records]);
  }
  const last = cutter.end();
  if (last) batches.push([text(last.bytes), last.records]);
  return batches;
}

describe('RecordCutter: a file of inputs cut into batches of whole records', () => {
  it('cuts JSON lines into batches of n lines wherever the chunks end, the last line without a line break counted', () => {
    for (const piece of [1, 3, 7, 100]) {
      expect(cut(new RecordCutter('jsonl', 2), '{"a":1}\n{"a":2}\n{"a":3}\n{"a":4}\n{"a":5}', piece)).toEqual([
        ['{"a":1}\n{"a":2}\n', 2], ['{"a":3}\n{"a":4}\n', 2], ['{"a":5}', 1],
      ]);
    }
  });

  it('keeps a CSV record whose quoted field holds line breaks whole, and gives the header a batch of its own', () => {
    const csv = 'name,note\nA,"line one\nline two"\nB,plain\nC,"say ""hi""\n"\n';
    expect(cut(new RecordCutter('csv', 2, 1), csv, 5)).toEqual([
      ['name,note\n', 1], ['A,"line one\nline two"\nB,plain\n', 2], ['C,"say ""hi""\n"\n', 1],
    ]);
  });

  it('leaves multi-byte characters whole (it cuts at line breaks only)', () => {
    expect(cut(new RecordCutter('jsonl', 1), '{"n":"é€😀"}\n{"n":"ü"}\n', 1)).toEqual([['{"n":"é€😀"}\n', 1], ['{"n":"ü"}\n', 1]]);
  });

  it('gives nothing for an empty file', () => {
    expect(cut(new RecordCutter('jsonl', 10), '', 4)).toEqual([]);
  });
});

describe('RecordCutter: blank records', () => {
  it('counts inputs only: blank JSON lines and empty CSV lines are not records', () => {
    expect(cut(new RecordCutter('jsonl', 2), '{"a":1}\n\n  \r\n{"a":2}\n{"a":3}\n\n', 4)).toEqual([['{"a":1}\n\n  \r\n{"a":2}\n', 2], ['{"a":3}\n\n', 1]]);
    expect(cut(new RecordCutter('csv', 5, 1), 'a\n\n1\r\n\r\n2\n', 3)).toEqual([['a\n', 1], ['\n1\r\n\r\n2\n', 2]]);
    expect(cut(new RecordCutter('jsonl', 5), '\n \n', 1)).toEqual([]);
  });
});
