import type { ChannelRequest, EditorSaver, WebPart } from '../../../web/plugin-api/index.js';
import { startSync } from './client-sync-engine.js';
import { nextTask } from './batch-queue.js';
import { LiveChannel } from './live-channel.js';
import { LiveNotices } from './LiveNotices.js';
import { peerSelectionLayer } from './peer-selection-layer.js';
import { PresenceCircles } from './PresenceCircles.js';

/**
 * Co-editing's web part (issue 36): the editor's edits travel over the live channel as commands (the
 * editor's saver), the others' come back; who else is editing shows as circles in the top bar and as
 * their selections on the grid; what happened to one's edits is told in toasts.
 */
export const collabWebPart: WebPart = {
  id: 'collab',
  documentChannel: {
    open: (request: ChannelRequest): EditorSaver => new LiveChannel({ request, sync: startSync(request.kernel), location: window.location, schedule: nextTask }),
  },
  headerItems: [
    { id: 'collab.presence', Component: PresenceCircles },
    { id: 'collab.notices', Component: LiveNotices },
  ],
  canvasLayers: [peerSelectionLayer],
};
