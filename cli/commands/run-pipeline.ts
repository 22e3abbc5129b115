import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';
import { RecordCutter, type ColumnPath, type InputFormat, type RecordBatch, type ResultWriting } from '../../plugins/runs/index.js';
import type { ComputePool } from '../../server/compute/compute-pool.js';
import { computeTask } from '../../server/compute/compute-task.js';
import type { RunBatchAnswer } from '../../server/engine/run-batch-task.js';
import { releaseBytes } from './released-bytes.js';
import { headerOf } from './run-header.js';

const RUN_BATCH = computeTask<typeof import('../../server/engine/run-batch-task.js').runVersionBatch>(new URL('../../server/engine/run-batch-task.js', import.meta.url), 'runVersionBatch');

/**
 * Inputs per batch: a batch of the demo loan template computes in ~10-20 ms, so what a batch costs besides
 * its inputs (a message each way) is noise, and the first results come at once.
 */
export const BATCH_INPUTS = 500;

/** The one account of a command-line run in the pool's fair share. */
const ACCOUNT = 0;

export interface PipelineOptions {
  readonly pool: ComputePool;
  readonly workers: number;
  readonly contentKey: string;
  readonly format: InputFormat;
  readonly writing: ResultWriting;
  readonly input: Readable;
  /** The input's size in bytes, when known (a file): the share done is the share read. */
  readonly inputBytes?: number;
  readonly output: Writable;
  readonly failFast: boolean;
  /** Called after each batch's results are written. */
  readonly progress: (done: number, failed: number, fraction: number | undefined) => void;
}

export interface PipelineSummary {
  readonly done: number;
  readonly failed: number;
  /** With --fail-fast: the first failure, after whose line the run stopped. */
  readonly stoppedAt?: string;
}

interface InFlight {
  readonly answer: Promise<RunBatchAnswer | Error>;
  readonly records: number;
  readonly readBytes: number;
}

/**
 * A run over a stream of inputs: the stream cut into batches of whole records (never decoded here), each
 * batch computed by a pool worker, results written in the inputs' order as their batches end. At most
 * a few batches per worker are read ahead of the writing, so memory stays flat however long the stream;
 * the output's backpressure holds the reading back too.
 */
export async function runPipeline(options: PipelineOptions): Promise<PipelineSummary> {
  const { format } = options;
  const window = options.workers * 2 + 1;
  const cutter = new RecordCutter(format, BATCH_INPUTS, format === 'csv' ? 1 : 0);
  const queue: InFlight[] = [];
  let columns: ColumnPath[] | undefined;
  let nextRecord = 1;
  let readBytes = 0;
  let done = 0;
  let failed = 0;
  let stoppedAt: string | undefined;

  const send = (batch: RecordBatch): void => {
    const firstRecord = nextRecord;
    nextRecord += batch.records;
    const args = { contentKey: options.contentKey, bytes: batch.bytes, format, columns, firstRecord, writing: options.writing };
    // Copied, not moved: a worker that lacks the template asks for it and the batch is sent again.
    const answer = options.pool.run(ACCOUNT, RUN_BATCH, args, [], { background: true }).catch((error: Error) => error);
    queue.push({ answer, records: batch.records, readBytes });
  };
  /** Writes the oldest batch's results; false once --fail-fast has stopped the run. */
  const writeOldest = async (): Promise<boolean> => {
    const oldest = queue.shift()!;
    const answer = await oldest.answer;
    const results = answer instanceof Error ? failedBatch(answer, oldest.records, options.writing) : answer;
    const stop = options.failFast && results.firstFailureEnd !== undefined;
    const bytes = stop ? results.bytes.subarray(0, results.firstFailureEnd) : results.bytes;
    done += stop ? (results.firstFailureIndex ?? 0) + 1 : results.count;
    failed += stop ? 1 : results.failed;
    const written = (): void => releaseBytes(results.bytes);
    if (!options.output.write(bytes, written)) await once(options.output, 'drain');
    options.progress(done, failed, options.inputBytes ? oldest.readBytes / options.inputBytes : undefined);
    if (stop) stoppedAt = results.firstError;
    return !stop;
  };

  reading: for await (const chunk of options.input as AsyncIterable<Uint8Array>) {
    readBytes += chunk.length;
    for (const batch of cutter.push(chunk)) {
      if (format === 'csv' && columns === undefined) {
        columns = headerOf(batch.bytes);
        nextRecord += batch.records;
        continue;
      }
      send(batch);
      if (queue.length >= window && !(await writeOldest())) break reading;
    }
  }
  if (stoppedAt === undefined) {
    const last = cutter.end();
    if (last && format === 'csv' && columns === undefined) columns = headerOf(last.bytes);
    else if (last) send(last);
    while (queue.length && (await writeOldest()));
  }
  return { done, failed, ...(stoppedAt === undefined ? {} : { stoppedAt }) };
}

/** A batch the pool could not compute (stopped past its budget, its worker dead): each of its inputs fails with why. */
function failedBatch(error: Error, records: number, writing: ResultWriting): RunBatchAnswer {
  const message = `This batch of inputs could not be computed: ${error.message}`;
  const line = writing.format === 'jsonl' ? `${JSON.stringify({ error: message })}\n` : `${writing.format === 'csv' ? ',' : ','.repeat(writing.columns?.length ?? 0)}"${message.replace(/"/g, '""')}"\n`;
  return { bytes: new TextEncoder().encode(line.repeat(records)), count: records, failed: records, firstFailureEnd: Buffer.byteLength(line), firstFailureIndex: 0, firstError: message };
}
