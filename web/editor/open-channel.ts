import type { ChannelRequest } from '../plugin-api/index.js';
import { contributed } from './contributions.js';
import type { EditorSaver } from '../plugin-api/index.js';

/** The assembled plugins' channel for an opened document; the editor cannot save without one. */
export function openChannel(request: ChannelRequest): EditorSaver {
  const source = contributed.documentChannel;
  if (!source) throw new Error('No assembled plugin saves documents (a web part with a documentChannel, such as collab\'s).');
  return source.open(request);
}
