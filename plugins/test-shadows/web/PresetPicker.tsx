import { useEffect, useState } from 'react';
import { api } from '../../../web/plugin-api/index.js';
import { Select } from '../../../web/ui/Select.js';

interface Preset {
  readonly id: string;
  readonly name: string;
  readonly input: unknown;
}

/** Applies one of the account's data presets (Settings > Data presets) as the test shadow's input. */
export function PresetPicker({ onPick }: { onPick(input: unknown): void }) {
  const [presets, setPresets] = useState<readonly Preset[] | null>(null);
  useEffect(() => {
    let cancelled = false;
    // Without the list (a failed request) the picker just stays disabled: test shadows work without it.
    api.get<{ dataPresets: Preset[] }>('/api/datapresets').then(({ dataPresets }) => !cancelled && setPresets(dataPresets), () => !cancelled && setPresets([]));
    return () => {
      cancelled = true;
    };
  }, []);
  const usable = (presets ?? []).filter((preset) => typeof preset.input === 'object' && preset.input !== null && !Array.isArray(preset.input));
  return (
    <Select
      label="Apply data preset"
      size="sm"
      value={undefined}
      placeholder={presets === null ? 'Loading...' : usable.length ? 'Apply data preset' : 'No data presets'}
      disabled={usable.length === 0}
      options={usable.map((preset) => ({ value: preset.id, label: preset.name }))}
      onChange={(id) => {
        const preset = usable.find((candidate) => candidate.id === id);
        if (preset) onPick(preset.input);
      }}
    />
  );
}
