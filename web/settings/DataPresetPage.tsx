import { useCallback, useState } from 'react';
import { api, ApiError } from '../api/client.js';
import { Link } from '../router/Link.js';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { useLoad } from '../shell/use-load.js';
import { Button } from '../ui/Button.js';
import { TextField } from '../ui/Input.js';
import { inputTextError, presetPath, type DataPreset } from './data-presets-api.js';

type Status = 'idle' | 'saving' | 'saved' | 'error';

/** SPEC section 4: a data preset's save status. */
const STATUS_TEXT: Record<Status, string> = { idle: '', saving: 'Saving...', saved: 'Saved', error: 'Save failed' };

/** /app/settings/data_presets/{id}: a preset's name and JSON input, saved with Save. */
export function DataPresetPage({ id }: { id: string }) {
  const load = useCallback(async () => (await api.get<{ dataPreset: DataPreset }>(presetPath(id))).dataPreset, [id]);
  const { loaded } = useLoad(load);
  if (loaded.state === 'loading') return <Loading />;
  if (loaded.state === 'failed') return <LoadFailed what="this data preset" error={loaded.error} />;
  return <PresetForm key={loaded.data.id} preset={loaded.data} />;
}

function PresetForm({ preset }: { preset: DataPreset }) {
  const [name, setName] = useState(preset.name);
  // The heading names the preset as saved, not as typed.
  const [savedName, setSavedName] = useState(preset.name);
  const [text, setText] = useState(JSON.stringify(preset.input, null, 2));
  const [updatedAt, setUpdatedAt] = useState(preset.updatedAt);
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState<string>();
  const nameError = name.trim() ? undefined : "Name can't be blank";
  const inputError = inputTextError(text);
  const save = async () => {
    if (nameError || inputError) return;
    setStatus('saving');
    setFailure(undefined);
    try {
      const { dataPreset } = await api.put<{ dataPreset: DataPreset }>(presetPath(preset.id), { dataPreset: { name, input: JSON.parse(text), updatedAt } });
      setUpdatedAt(dataPreset.updatedAt);
      setSavedName(dataPreset.name);
      setStatus('saved');
    } catch (error) {
      setStatus('error');
      setFailure(error instanceof ApiError ? error.message : String(error));
    }
  };
  const edited = (change: () => void) => {
    change();
    if (status !== 'saving') setStatus('idle');
  };
  return (
    <section aria-labelledby="preset-title" className="preset-form">
      <Link href="/app/settings/data_presets">{'< Back to all'}</Link>
      <header className="page-header">
        <h1 id="preset-title">{savedName}</h1>
        <span className="save-status" role="status" aria-live="polite" title={failure}>
          {STATUS_TEXT[status]}
        </span>
      </header>
      <TextField label="Name" value={name} maxLength={250} error={nameError} onChange={(event) => edited(() => setName(event.target.value))} />
      <div className="ui-field">
        <label className="ui-label" htmlFor="preset-input">
          Input (JSON)
        </label>
        <textarea id="preset-input" className="ui-input json-input" spellCheck={false} rows={14} value={text} aria-invalid={inputError ? true : undefined} onChange={(event) => edited(() => setText(event.target.value))} />
        {inputError && (
          <p className="ui-error" role="alert">
            {inputError}
          </p>
        )}
      </div>
      {failure && <p className="form-error">{failure}</p>}
      <Button variant="primary" disabled={Boolean(nameError || inputError) || status === 'saving'} onClick={() => void save()}>
        Save
      </Button>
    </section>
  );
}
