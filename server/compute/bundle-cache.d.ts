/** Types of bundle-cache.js (plain JavaScript: cli/bin.js checks the CLI's bundle with it before tsx is loaded). */

export declare const RUNTIME_ENTRY: string;
export declare const FORMAT: number;
export declare const CURRENT: string;

/** What a bundle's folder records: how it was built and from what (worker-bundle-build.ts builds it). */
export interface Manifest {
  readonly format: number;
  readonly entries: readonly string[];
  /** Each entry (a path from the root) and its bundled file (a path from the bundle's folder). */
  readonly outputs: Readonly<Record<string, string>>;
  /** Every source file in the bundle (a path from the root) and the SHA-256 of its bytes as bundled. */
  readonly inputs: Readonly<Record<string, string>>;
}

export interface CachedBundle {
  /** The folder's name in the cache (the hash of its manifest). */
  readonly key: string;
  readonly folder: string;
  readonly manifest: Manifest;
}

export declare function cacheFolder(root: string, name: string): string;
export declare function workerEntries(root: string): string[];
export declare function cachedBundle(root: string, cacheDir: string, entries: readonly string[]): Promise<CachedBundle | undefined>;
export declare function bundledEntries(root: string, folder: string, manifest: Pick<Manifest, 'outputs'>): Record<string, string>;
export declare function workersOf(root: string, bundle: Pick<CachedBundle, 'folder' | 'manifest'>): { runtime: string; tasks: Record<string, string> };
