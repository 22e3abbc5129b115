import type { ChannelRequest, EditorSaver } from '../plugin-api/index.js';
import type { Contributions } from './contributions.js';

/** The assembled plugins' channel for an opened document; the editor cannot save without one. */
export function openChannel(contributions: Contributions, request: ChannelRequest): EditorSaver {
  const source = contributions.documentChannel;
  if (!source) throw new Error('No assembled plugin saves documents (a web part with a documentChannel, such as collab\'s).');
  return source.open(request);
}
