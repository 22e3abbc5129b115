import type { JsonObject, LiveHost, ServerPart } from '../../../server/plugin-api/index.js';
import { readTemplateFile, templateFileTextSteps, writeTemplateFile } from '../../workbook/file/index.js';
import { RoomCore, type RoomOptions } from '../room.js';
import { liveEndpoint } from './live-endpoint.js';

/** A shadow's room refuses by command before it runs and by its result after (what a whole-shadow save refuses). */
function shadowVetoes(host: LiveHost): Pick<RoomOptions, 'veto' | 'resultVeto'> {
  return {
    veto: (_clientId, command, document) => host.shadowRefusal(document, command),
    resultVeto: (before, after, patches) => host.shadowResultRefusal(before, after, patches),
  };
}

/** The collab plugin's server part: the live channel on `/api/live` (issue 36). */
export const collabServerPart: ServerPart = {
  id: 'collab',
  live: (host: LiveHost) => liveEndpoint({
    host,
    makeEngine: (document, seq, kind, serials) => new RoomCore({ plugins: host.plugins, document, seq, serials, ...(kind === 'shadow' ? shadowVetoes(host) : {}) }),
    readWorkbook: (content) => readTemplateFile(content),
    writeWorkbook: (workbook) => writeTemplateFile(workbook) as unknown as JsonObject,
    writeWorkbookSteps: (workbook, write) => templateFileTextSteps(workbook, write),
    foldEvery: host.settings.foldEvery,
    foldIdleMs: host.settings.foldIdleMs,
  }),
};
