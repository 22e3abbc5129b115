import { Trash2, Upload } from 'lucide-react';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { Loading } from '../shell/Layout.js';
import { LoadFailed } from '../shell/LoadFailed.js';
import { useDialogs } from '../ui/dialogs.js';
import { useLoad } from '../shell/use-load.js';
import { Button, IconButton } from '../ui/Button.js';
import { TextField } from '../ui/Input.js';
import { Select } from '../ui/Select.js';
import { Table } from '../ui/Table.js';
import { deleteFont, FONT_MAX_BYTES, FONT_STYLE_LABELS, FONT_STYLES, installFonts, listFonts, uploadFont, type BrandingFont, type FontStyle } from './branding-fonts.js';

/** Branding fonts: upload .otf/.ttf faces under a family name; the editor's font menu and casts use them. */
export function BrandingFonts() {
  const dialogs = useDialogs();
  const loader = useCallback(async () => {
    const fonts = await listFonts();
    await installFonts(fonts);
    return fonts;
  }, []);
  const { loaded, reload } = useLoad(loader);
  const remove = async (font: BrandingFont) => {
    if (!(await dialogs.confirm({ message: `Are you sure you want to delete the font ${font.name}?`, acceptText: 'Delete', negative: true }))) return;
    try {
      await deleteFont(font.id);
    } catch (error) {
      await dialogs.alert({ message: `${font.name} could not be deleted: ${(error as Error).message}` });
    }
    await reload();
  };
  return (
    <section className="account-section" aria-labelledby="fonts-title">
      <h2 id="fonts-title">Branding fonts</h2>
      <p className="account-note">OpenType (.otf) or TrueType (.ttf) files of at most 2 MB, one per style. The editor's font menu offers them and casts draw with them.</p>
      {loaded.state === 'loading' && <Loading />}
      {loaded.state === 'failed' && <LoadFailed what="the fonts" error={loaded.error} />}
      {loaded.state === 'loaded' && (
        <Table<BrandingFont>
          label="Branding fonts"
          rows={loaded.data}
          rowKey={(font) => font.id}
          empty={<p>You don't have any branding fonts yet...</p>}
          columns={[
            { header: 'Font', renderCell: (font) => <span style={{ fontFamily: `"${font.name}", sans-serif` }}>{font.name}</span> },
            { header: 'Styles', renderCell: (font) => FONT_STYLES.filter((style) => font[style]).map((style) => FONT_STYLE_LABELS[style]).join(', ') },
            { header: 'Actions', hideHeader: true, align: 'end', renderCell: (font) => <IconButton icon={Trash2} size="sm" label={`Delete ${font.name}`} onClick={() => void remove(font)} /> },
          ]}
        />
      )}
      <FontUpload onUploaded={reload} />
    </section>
  );
}

function FontUpload({ onUploaded }: { onUploaded(): Promise<void> }) {
  const [name, setName] = useState('');
  const [style, setStyle] = useState<FontStyle>('regular');
  const [file, setFile] = useState<File | undefined>();
  const [state, setState] = useState<{ uploading: boolean; error?: string }>({ uploading: false });
  const fileInput = useRef<HTMLInputElement>(null);
  const tooBig = file && file.size > FONT_MAX_BYTES ? `${file.name} is over 2 MB: a font file may be at most 2 MB.` : undefined;
  const ready = Boolean(name.trim() && file) && !tooBig && !state.uploading;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ready || !file) return;
    setState({ uploading: true });
    try {
      await uploadFont(name.trim(), style, file);
      setFile(undefined);
      if (fileInput.current) fileInput.current.value = '';
      setState({ uploading: false });
      await onUploaded();
    } catch (error) {
      setState({ uploading: false, error: (error as Error).message });
    }
  };
  return (
    <form className="font-upload" aria-label="Upload a font" onSubmit={(event) => void submit(event)}>
      <TextField label="Font name" value={name} onChange={(event) => setName(event.target.value)} />
      <Select<FontStyle> label="Style" showLabel value={style} onChange={setStyle} options={FONT_STYLES.map((value) => ({ value, label: FONT_STYLE_LABELS[value] }))} />
      <div className="ui-field">
        <label className="ui-label" htmlFor="font-file">
          Font file
        </label>
        <input
          ref={fileInput}
          id="font-file"
          type="file"
          accept=".otf,.ttf,font/otf,font/ttf"
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setState({ uploading: false });
          }}
        />
      </div>
      {(tooBig ?? state.error) && (
        <p className="ui-error" role="alert">
          {tooBig ?? state.error}
        </p>
      )}
      <Button type="submit" icon={Upload} disabled={!ready}>
        {state.uploading ? 'Uploading...' : 'Upload font'}
      </Button>
    </form>
  );
}
