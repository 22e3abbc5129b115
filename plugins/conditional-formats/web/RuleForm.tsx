import { Baseline, Bold, Italic, PaintBucket, Square, Strikethrough, Underline, type LucideIcon } from 'lucide-react';
import { Button, IconButton } from '../../../web/ui/Button.js';
import { Checkbox } from '../../../web/ui/Checkbox.js';
import { TextField } from '../../../web/ui/Input.js';
import { Select } from '../../../web/ui/Select.js';
import { planCondition } from '../conditions.js';
import { CONDITION_LABELS, inputCount } from '../labels.js';
import type { ConditionalFormatStyle, ConditionType } from '../model.js';
import { parseRangesText } from '../ranges.js';
import { ColorPicker, useHost } from '../../../web/plugin-api/index.js';
import { BORDER_FILLS, BORDER_STYLES, type BorderFill, type BorderStyle } from '../../workbook/model/index.js';
import { previewStyle, type RuleDraft } from './rule-draft.js';

const TYPE_OPTIONS = (Object.entries(CONDITION_LABELS) as [ConditionType, string][]).map(([value, label]) => ({ value, label }));
const FLAGS = [
  { key: 'bold', label: 'Bold', icon: Bold },
  { key: 'italic', label: 'Italic', icon: Italic },
  { key: 'underline', label: 'Underline', icon: Underline },
  { key: 'strikethrough', label: 'Strikethrough', icon: Strikethrough },
] as const;
/** "inner-horizontal" reads "Inner horizontal". */
const optionsOf = <T extends string>(values: readonly T[]) => values.map((value) => ({ value, label: value[0].toUpperCase() + value.slice(1).replace('-', ' ') }));
const STYLE_OPTIONS = optionsOf(BORDER_STYLES);
const FILL_OPTIONS = optionsOf(BORDER_FILLS);

export interface RuleFormProps {
  readonly draft: RuleDraft;
  onChange(draft: RuleDraft): void;
  onDone(): void;
  onCancel(): void;
}

/** The add/edit form: range, condition and its inputs, format choices and a live preview. */
export function RuleForm({ draft, onChange, onDone, onCancel }: RuleFormProps) {
  const { workbook, sheet } = useHost();
  const ranges = parseRangesText(draft.ranges, workbook, sheet.id);
  const problem = planCondition({ condition: { type: draft.type, input1: draft.input1, input2: draft.input2 } }).problem;
  const inputs = inputCount(draft.type);
  const setFormat = (patch: Partial<ConditionalFormatStyle>) => {
    const format: Record<string, unknown> = { ...draft.format, ...patch };
    for (const key of Object.keys(format)) if (format[key] === undefined || format[key] === false) delete format[key];
    onChange({ ...draft, format: format as ConditionalFormatStyle });
  };
  return (
    <form
      className="cf-form"
      aria-label={draft.id ? 'Edit rule' : 'New rule'}
      onSubmit={(event) => {
        event.preventDefault();
        if (ranges.ok) onDone();
      }}
    >
      <TextField label="Apply to range" value={draft.ranges} error={ranges.ok ? undefined : ranges.error} onChange={(e) => onChange({ ...draft, ranges: e.target.value })} />
      <Select label="Format cells if" showLabel value={draft.type} options={TYPE_OPTIONS} onChange={(type) => onChange({ ...draft, type })} />
      {inputs >= 1 && <TextField label={inputs === 2 ? 'From' : draft.type === 'formula' ? 'Formula' : 'Value'} placeholder="Value or formula..." value={draft.input1} onChange={(e) => onChange({ ...draft, input1: e.target.value })} />}
      {inputs === 2 && <TextField label="To" placeholder="Value or formula..." value={draft.input2} onChange={(e) => onChange({ ...draft, input2: e.target.value })} />}
      {problem && (
        <p className="cf-problem" role="alert">
          {problem}
        </p>
      )}
      <fieldset className="cf-style">
        <legend className="ui-label">Formatting style</legend>
        <div className="cf-style-row">
          {FLAGS.map(({ key, label, icon }) => (
            <IconButton key={key} label={label} icon={icon} size="sm" pressed={draft.format[key] === true} onClick={() => setFormat({ [key]: !draft.format[key] })} />
          ))}
        </div>
        <ColorChoice label="Text colour" icon={Baseline} value={draft.format.textColor} fallback="#000000" onChange={(textColor) => setFormat({ textColor })} />
        <ColorChoice label="Fill colour" icon={PaintBucket} value={draft.format.backgroundColor} fallback="#b7e1cd" onChange={(backgroundColor) => setFormat({ backgroundColor })} />
        <ColorChoice label="Border colour" icon={Square} value={draft.format.borderColor} fallback="#000000" onChange={(borderColor) => setFormat(borderColor ? { borderColor } : { borderColor: undefined, borderStyle: undefined, borderFill: undefined })} />
        {draft.format.borderColor !== undefined && (
          <div className="cf-style-row">
            <Select label="Border style" showLabel size="sm" value={draft.format.borderStyle ?? 'normal'} options={STYLE_OPTIONS} onChange={(borderStyle: BorderStyle) => setFormat({ borderStyle })} />
            <Select label="Border sides" showLabel size="sm" value={draft.format.borderFill ?? 'all'} options={FILL_OPTIONS} onChange={(borderFill: BorderFill) => setFormat({ borderFill })} />
          </div>
        )}
      </fieldset>
      <div className="cf-preview" role="img" aria-label="Preview" style={previewStyle(draft.format)}>
        Preview
      </div>
      <div className="cf-form-actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" disabled={!ranges.ok}>
          Done
        </Button>
      </div>
    </form>
  );
}

interface ColorChoiceProps {
  readonly label: string;
  readonly icon: LucideIcon;
  readonly value: string | undefined;
  /** The colour a tick sets before one is picked. */
  readonly fallback: string;
  onChange(value: string | undefined): void;
}

/** A colour the rule may set: a check box to set it at all, and the editor's swatch grid to pick it. */
function ColorChoice({ label, icon, value, fallback, onChange }: ColorChoiceProps) {
  return (
    <div className="cf-color">
      <Checkbox label={label} checked={value !== undefined} onCheckedChange={(on) => onChange(on ? fallback : undefined)} />
      <ColorPicker label={`Choose ${label.toLowerCase()}`} icon={icon} value={value ?? fallback} onPick={onChange} />
    </div>
  );
}
