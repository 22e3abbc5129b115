/** Slots of the Int32Array a Node sandbox worker shares with the thread waiting on it. */
export const ANSWERS = 0;
/** 1 once the worker has loaded QuickJS and listens. */
export const READY = 1;

export interface SandboxWorkerData {
  readonly signal: Int32Array;
}
