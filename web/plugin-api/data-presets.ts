import { useEffect, useState } from 'react';
import { api } from '../api/client.js';

/** One of the account's data presets (Settings > Data presets) whose input is an object, as a template reads. */
export interface DataPreset {
  readonly id: string;
  readonly name: string;
  readonly input: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The account's data presets that can be an input, or null while they load. A failed request gives none:
 * what offers them works without them.
 */
export function useDataPresets(): readonly DataPreset[] | null {
  const [presets, setPresets] = useState<readonly DataPreset[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    api.get<{ dataPresets: { id: string; name: string; input: unknown }[] }>('/api/datapresets').then(
      ({ dataPresets }) => !cancelled && setPresets(dataPresets.filter((preset): preset is DataPreset => isObject(preset.input))),
      () => !cancelled && setPresets([]),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return presets;
}
