import { useEffect, useState, type ReactNode } from 'react';
import { Checkbox } from '../../../web/ui/Checkbox.js';
import { TextField } from '../../../web/ui/Input.js';
import { ColorPicker } from '../../../web/plugin-api/index.js';
import { Palette } from 'lucide-react';

/**
 * A text field that applies its text when it loses focus or on Enter (one command, one undo step per
 * change, not one per keystroke); Escape puts back the saved text.
 */
export function CommitField({ label, value, onCommit, type = 'text', hint, error }: { label: string; value: string; onCommit(text: string): void; type?: string; hint?: ReactNode; error?: string }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const commit = () => {
    if (text !== value) onCommit(text);
  };
  return (
    <TextField
      label={label}
      type={type}
      value={text}
      hint={hint}
      error={error}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
        if (event.key === 'Escape') setText(value);
      }}
    />
  );
}

export function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange(checked: boolean): void }) {
  return (
    <Checkbox label={label} checked={checked} onCheckedChange={onChange} />
  );
}

/**
 * A colour field: the editor's swatch-grid colour picker (default, branding and custom colours) with its
 * name beside it. `#rgb` and named colours are widened first, so the chosen swatch is marked.
 */
export function ColorField({ label, value, onChange }: { label: string; value: string; onChange(color: string): void }) {
  return (
    <div className="chart-color-field">
      <ColorPicker label={label} icon={Palette} value={toHex(value)} onPick={onChange} />
      <span aria-hidden="true">{label}</span>
    </div>
  );
}

const NAMED: Readonly<Record<string, string>> = { orange: '#ffa500', black: '#000000', white: '#ffffff', red: '#ff0000', blue: '#0000ff', green: '#008000' };

function toHex(color: string): string {
  const named = NAMED[color.toLowerCase()];
  if (named) return named;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(color);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  return /^#[0-9a-f]{6}$/i.test(color) ? color : '#000000';
}
