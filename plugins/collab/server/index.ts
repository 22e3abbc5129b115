import type { LiveHost, ServerPart } from '../../../server/plugin-api/index.js';
import { readTemplateFile, writeTemplateFile } from '../../workbook/file/index.js';
import type { JsonObject } from '../../../server/plugin-api/index.js';
import { KernelEngine } from './kernel-engine.js';
import { liveEndpoint } from './live-endpoint.js';

/** The collab plugin's server part: the live channel on `/api/live` (issue 36). */
export const collabServerPart: ServerPart = {
  id: 'collab',
  live: (host: LiveHost) => liveEndpoint({
    host,
    makeEngine: (document, seq) => new KernelEngine(host.plugins, document, seq),
    readWorkbook: (content) => readTemplateFile(content),
    writeWorkbook: (workbook) => writeTemplateFile(workbook) as unknown as JsonObject,
    foldEvery: host.settings.foldEvery,
    foldIdleMs: host.settings.foldIdleMs,
  }),
};
