import type { JsonObject, LiveHost, ServerPart } from '../../../server/plugin-api/index.js';
import { readTemplateFile, writeTemplateFile } from '../../workbook/file/index.js';
import { RoomCore } from '../room.js';
import { liveEndpoint } from './live-endpoint.js';

/** The collab plugin's server part: the live channel on `/api/live` (issue 36). */
export const collabServerPart: ServerPart = {
  id: 'collab',
  live: (host: LiveHost) => liveEndpoint({
    host,
    makeEngine: (document, seq, kind) => new RoomCore({ plugins: host.plugins, document, seq, ...(kind === 'shadow' ? { veto: (_clientId, command, document) => host.shadowRefusal(document, command) } : {}) }),
    readWorkbook: (content) => readTemplateFile(content),
    writeWorkbook: (workbook) => writeTemplateFile(workbook) as unknown as JsonObject,
    foldEvery: host.settings.foldEvery,
    foldIdleMs: host.settings.foldIdleMs,
  }),
};
