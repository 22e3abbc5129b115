import type { SequencedCommand, ServerMessage } from '../protocol.js';
import type { LoggedCommand } from './room-engine.js';

const texts = new WeakMap<SequencedCommand, string>();

/**
 * A sequenced command's JSON text, written once: the log's entry and every editor's message embed the
 * same text. A sort of 200k rows has tens of MB of patches; writing them once per editor and again for
 * the log held the room (and everyone's next command) for seconds.
 */
export function encodedCommand(command: SequencedCommand): string {
  let text = texts.get(command);
  if (text === undefined) {
    text = JSON.stringify(command);
    texts.set(command, text);
  }
  return text;
}

const frames = new WeakMap<ServerMessage, Buffer>();

/** A server message's frame (its JSON text as UTF-8), made once however many sockets it goes to. */
export function encodedFrame(message: ServerMessage): Buffer {
  let frame = frames.get(message);
  if (frame === undefined) {
    frame = Buffer.from(message.type === 'command' ? `{"type":"command","command":${encodedCommand(message.command)}}` : JSON.stringify(message));
    frames.set(message, frame);
  }
  return frame;
}

/** A log entry's text (`{ command, origin, serial }`), around the command's text. */
export function encodedLogEntry({ command, origin, serial }: LoggedCommand): string {
  return `{"command":${encodedCommand(command)},"origin":${JSON.stringify(origin)}${serial === undefined ? '' : `,"serial":${JSON.stringify(serial)}`}}`;
}
