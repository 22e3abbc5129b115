import { Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { api, useHost } from '../../../web/plugin-api/index.js';
import { Button } from '../../../web/ui/Button.js';
import { Dialog } from '../../../web/ui/Dialog.js';
import { Select } from '../../../web/ui/Select.js';
import { newCastOfShadow, openNewCast } from './new-cast.js';

interface GridOfTemplate {
  readonly token: string;
  readonly name: string;
}

/**
 * "New cast": a cast of a grid, made under a token the server makes and opened in the cast editor. On
 * the shadow page it casts this grid (its edits saved first); for an author it asks which of the
 * template's grids to cast, since a cast shows a grid's values.
 */
export function NewCastButton() {
  const host = useHost();
  const [choosing, setChoosing] = useState(false);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    if (!host.shadow) return setChoosing(true);
    setBusy(true);
    await newCastOfShadow(host);
    setBusy(false);
  };
  return (
    <>
      <Button icon={Plus} variant="primary" disabled={busy} onClick={() => void start()}>
        New cast
      </Button>
      {choosing && <ChooseGridDialog gridId={host.grid.id} onClose={() => setChoosing(false)} />}
    </>
  );
}

type Grids = { state: 'loading' } | { state: 'loaded'; grids: readonly GridOfTemplate[] } | { state: 'failed'; error: string };

function ChooseGridDialog({ gridId, onClose }: { readonly gridId: string; onClose(): void }) {
  const [grids, setGrids] = useState<Grids>({ state: 'loading' });
  const [chosen, setChosen] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  useEffect(() => {
    let live = true;
    api.get<{ shadows: GridOfTemplate[] }>(`/api/grids/${encodeURIComponent(gridId)}/shadows`).then(
      ({ shadows }) => {
        if (!live) return;
        setGrids({ state: 'loaded', grids: shadows });
        setChosen(shadows[0]?.token);
      },
      (error: Error) => live && setGrids({ state: 'failed', error: error.message }),
    );
    return () => {
      live = false;
    };
  }, [gridId]);
  const create = async () => {
    if (!chosen) return;
    setFailure(undefined);
    try {
      await openNewCast(chosen);
    } catch (error) {
      setFailure(`The cast could not be made: ${(error as Error).message}`);
    }
  };
  const none = grids.state === 'loaded' && grids.grids.length === 0;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="New cast"
      description="A cast shows one grid of this template, with its own input, in another page or a PDF."
      actions={
        <>
          <Button onClick={onClose}>Cancel</Button>
          {!none && (
            <Button variant="primary" disabled={!chosen} onClick={() => void create()}>
              Create
            </Button>
          )}
        </>
      }
    >
      {grids.state === 'loading' && <p role="status">Loading...</p>}
      {grids.state === 'failed' && <p role="alert">Could not load this template's grids: {grids.error}</p>}
      {none && (
        <p>
          This template has no grids yet. Publish it and make one on its <a href={`/app/grids/${encodeURIComponent(gridId)}/configure`}>Configure</a> page first.
        </p>
      )}
      {grids.state === 'loaded' && grids.grids.length > 0 && (
        <Select label="Grid" showLabel value={chosen} options={grids.grids.map((grid) => ({ value: grid.token, label: grid.name }))} onChange={setChosen} />
      )}
      {failure && <p role="alert">{failure}</p>}
    </Dialog>
  );
}
