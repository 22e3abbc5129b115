import { Select } from '../ui/Select.js';
import { useDataPresets } from './data-presets.js';

/** Applies one of the account's data presets as an input (a test shadow's, a grid's). */
export function DataPresetPicker({ onPick }: { onPick(input: Record<string, unknown>): void }) {
  const presets = useDataPresets();
  const usable = presets ?? [];
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
