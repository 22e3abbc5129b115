import { inputSchema, MAX_BATCH_INPUTS, OUTPUT_SCALAR, outputSchema, type JsonSchema } from '../../plugins/template-function/index.js';
import type { Workbook } from '../../plugins/workbook/model/index.js';
import type { GridRecord, VersionRecord } from '../storage/records.js';

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ content: { 'application/json': { schema } } });
const ERROR = json(ref('Error'));

/**
 * An OpenAPI 3.1 document with one operation, this template's evaluate call, typed for it: a caller can
 * generate a client whose input and outputs carry the template's own keys. `pinned` says the document was
 * asked for a given version, so the call it describes names that version too.
 */
export function templateOpenApi(grid: GridRecord, version: VersionRecord, workbook: Workbook, pinned: boolean): object {
  const path = `/api/grids/${encodeURIComponent(grid.id)}/evaluate`;
  const versionParameter = {
    name: 'gridVersionId', in: 'query', required: pinned, schema: { type: 'string', ...(pinned ? { default: version.id } : {}) },
    description: pinned ? `The version described here: ${version.name}.` : `Evaluate another version than the published one (${version.name}, described here).`,
  };
  return {
    openapi: '3.1.0',
    info: {
      title: `${grid.name} as a function`,
      version: version.name,
      description: `Evaluates the grid template "${grid.name}" (version "${version.name}", id ${version.id}) for a JSON input and answers its outputs.`,
    },
    servers: [{ url: '/' }],
    paths: {
      [path]: {
        post: {
          operationId: 'evaluate',
          summary: `Evaluate ${grid.name}`,
          security: [{ apiKey: [] }, { bearer: [] }, { session: [] }],
          parameters: [versionParameter],
          requestBody: { required: true, ...json({ oneOf: [ref('Call'), ref('BatchCall')] }) },
          responses: {
            200: { description: '{ outputs } for { input }; { results } in the inputs\' order for { inputs }', ...json({ oneOf: [ref('Answer'), ref('BatchAnswer')] }) },
            400: { description: 'Invalid request: the message says what is wrong', ...ERROR },
            401: { description: 'Not signed in', ...ERROR },
            404: { description: 'No such template (in this account) or version', ...ERROR },
            409: { description: 'The template has no published version', ...ERROR },
          },
        },
      },
    },
    components: {
      schemas: {
        Input: inputSchema(workbook),
        Outputs: outputSchema(workbook, ref('Value')),
        Value: OUTPUT_SCALAR,
        Call: { type: 'object', properties: { input: ref('Input') }, required: ['input'], additionalProperties: false },
        BatchCall: { type: 'object', properties: { inputs: { type: 'array', items: ref('Input'), maxItems: MAX_BATCH_INPUTS } }, required: ['inputs'], additionalProperties: false },
        Answer: { type: 'object', properties: { outputs: ref('Outputs') }, required: ['outputs'] },
        Failure: { type: 'object', properties: { error: { type: 'string' } }, required: ['error'], description: 'Why this input could not be evaluated; the other inputs are not affected.' },
        BatchAnswer: { type: 'object', properties: { results: { type: 'array', items: { oneOf: [ref('Answer'), ref('Failure')] } } }, required: ['results'] },
        Error: { type: 'object', properties: { error: { type: 'string' } }, required: ['error'] },
      },
      securitySchemes: {
        apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        bearer: { type: 'http', scheme: 'bearer', description: 'The API key as a bearer token' },
        session: { type: 'apiKey', in: 'cookie', name: 'gridcast_session' },
      },
    },
  };
}
