import { MessageChannel, type MessagePort } from 'node:worker_threads';

let drain: MessagePort | undefined;

/**
 * Frees the memory of bytes that came from a worker (a batch's result lines, moved here), once written.
 * They live outside the heap, and V8 frees such memory only when a collection finds the array dead: the
 * ~1.15 GB of a million loan results made the collector run a full mark-compact every ~15k inputs in this
 * thread ("external memory pressure"), ~1.4 us of CPU per input here and more on V8's helper threads.
 * Moving the bytes into a message to a closed port detaches them at once and drops them with the message.
 * `bytes` must own its whole buffer and be read by nothing after this.
 */
export function releaseBytes(bytes: Uint8Array): void {
  if (!drain) {
    const channel = new MessageChannel();
    channel.port2.close();
    drain = channel.port1;
    drain.unref();
  }
  drain.postMessage(null, [bytes.buffer as ArrayBuffer]);
}
