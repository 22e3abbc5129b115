import { api } from '../api/client.js';

/** A data preset (SPEC section 3): a named input of the account. */
export interface DataPreset {
  readonly id: string;
  readonly name: string;
  readonly input: unknown;
  readonly updatedAt: string;
}

export const PRESETS_PATH = '/api/datapresets';
export const presetPath = (id: string) => `${PRESETS_PATH}/${encodeURIComponent(id)}`;
export const presetPage = (id: string) => `/app/settings/data_presets/${encodeURIComponent(id)}`;

export async function listPresets(): Promise<readonly DataPreset[]> {
  return (await api.get<{ dataPresets: DataPreset[] }>(PRESETS_PATH)).dataPresets;
}

/** Creates a preset with an empty input; the list then opens it (creation redirects to the new preset). */
export async function createPreset(): Promise<DataPreset> {
  return (await api.post<{ dataPreset: DataPreset }>(PRESETS_PATH, { dataPreset: { name: 'Untitled preset', input: {} } })).dataPreset;
}

/** Why a preset's input text cannot be saved, or undefined when it is a JSON object. */
export function inputTextError(text: string): string | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return `Not valid JSON: ${(error as Error).message}`;
  }
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? undefined : 'The input must be a JSON object, e.g. {"principal": 200000}.';
}
