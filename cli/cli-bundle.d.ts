/** Types of cli-bundle.js (plain JavaScript: bin.js runs it before tsx is loaded). */
import type { WorkerBundle } from '../server/compute/worker-bundle.js';

export declare const CLI_BUNDLE: { readonly cache: string; readonly entries: (root: string) => string[] };

export interface CliBundle {
  /** The bundled cli/main.ts's file URL. */
  readonly main: string;
  /** What `gridcast run`'s compute workers load: the same bundle. */
  readonly workers: WorkerBundle;
}

export declare function cachedCliBundle(root?: string): Promise<CliBundle | undefined>;
