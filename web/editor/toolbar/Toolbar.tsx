import type { ReactNode } from 'react';
import { DEFAULT_FONT_FAMILY, DEFAULT_FONT_SIZE, FONT_FAMILIES, FONT_SIZES, NUMBER_FORMATS } from '../../../plugins/workbook/defaults.js';
import type { CellType } from '../../../plugins/workbook/model/cell.js';
import type { CellFormat } from '../../../plugins/workbook/model/format.js';
import { useEditor } from '../editor-context.js';
import { BordersMenu } from './BordersMenu.js';
import { ColorPicker } from './ColorPicker.js';
import { DropDown } from './DropDown.js';
import { MORE_FORMATS } from './format-options.js';
import { HidingToggle } from './HidingToggle.js';
import { LinkIcon, PaintIcon, PrintIcon } from './icons.js';
import { MergeMenu } from './MergeMenu.js';
import { ZoomControl } from './ZoomControl.js';
import { ToolbarSlot } from './ToolbarSlot.js';
import './toolbar-popups.css';

/**
 * The toolbar of SPEC section 2. Plugins add their buttons and controls in its slots (the filter, the
 * table menu...); the shell has no case per feature.
 * Each action gives the focus back to the grid, so keys and shortcuts go on working after a click.
 */
export function Toolbar() {
  const context = useEditor();
  const { kernel, sheet, area, activeCell, run, focusGrid } = context;
  const format = activeCell?.format ?? {};
  const act = (action: () => void) => () => {
    action();
    focusGrid();
  };
  const setFormat = (patch: Partial<CellFormat>) => act(() => void run('workbook.set-format', { sheetId: sheet.id, area, format: patch }))();
  const setNumberFormat = (pattern: string | undefined, type: CellType) =>
    act(() =>
      kernel.bus.batch(() => {
        void run('workbook.set-data-type', { sheetId: sheet.id, area, type });
        void run('workbook.set-number-format', { sheetId: sheet.id, area, format: pattern });
      }),
    )();
  const precision = (delta: number) => act(() => void run('workbook.change-precision', { sheetId: sheet.id, area, delta }));
  const toggle = (field: 'bold' | 'italic' | 'underline' | 'strikethrough', label: string, text: ReactNode) => (
    <button type="button" aria-label={label} title={label} aria-pressed={format[field] === true} className={`tool ${field}`} onClick={() => setFormat({ [field]: !format[field] })}>
      {text}
    </button>
  );
  const tool = (label: string, text: ReactNode, onClick: () => void, disabled = false) => (
    <button type="button" className="tool" aria-label={label} title={label} disabled={disabled} onClick={onClick}>
      {text}
    </button>
  );
  return (
    <div className="toolbar" role="toolbar" aria-label="Toolbar">
      {tool('Undo', '↶', act(() => kernel.undo.undo()), !kernel.undo.canUndo)}
      {tool('Redo', '↷', act(() => kernel.undo.redo()), !kernel.undo.canRedo)}
      {tool('Print', <PrintIcon />, () => window.print())}
      <button type="button" className="tool" aria-label="Paint format" title="Paint format" aria-pressed={context.painter.armed} onClick={act(context.painter.toggle)}>
        <PaintIcon />
      </button>
      <ZoomControl />
      <span className="tool-sep" />
      {tool('Format as currency', '$', () => setNumberFormat(NUMBER_FORMATS.currency, 'NUMBER'))}
      {tool('Format as percent', '%', () => setNumberFormat(NUMBER_FORMATS.percent, 'PERCENT'))}
      {tool('Decrease decimal places', '.0', precision(-1))}
      {tool('Increase decimal places', '.00', precision(1))}
      <DropDown label="More formats" text="123▾" items={MORE_FORMATS.map((f) => ({ label: f.label, command: 'workbook.set-number-format', run: () => setNumberFormat(f.format, f.type) }))} />
      <span className="tool-sep" />
      <select aria-label="Font family" value={format.fontFamily ?? DEFAULT_FONT_FAMILY} onChange={(e) => setFormat({ fontFamily: e.target.value })}>
        {FONT_FAMILIES.map((font) => (
          <option key={font} value={font}>
            {font}
          </option>
        ))}
      </select>
      <select aria-label="Font size" value={format.fontSize ?? DEFAULT_FONT_SIZE} onChange={(e) => setFormat({ fontSize: Number(e.target.value) })}>
        {[...new Set([...FONT_SIZES, format.fontSize ?? DEFAULT_FONT_SIZE])].sort((a, b) => a - b).map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <span className="tool-sep" />
      {toggle('bold', 'Bold', <b>B</b>)}
      {toggle('italic', 'Italic', <i>I</i>)}
      {toggle('underline', 'Underline', <u>U</u>)}
      {toggle('strikethrough', 'Strikethrough', <s>S</s>)}
      <ColorPicker label="Text color" value={format.textColor ?? '#000000'} onPick={(textColor) => setFormat({ textColor })}>
        A
      </ColorPicker>
      <ColorPicker label="Fill color" value={format.backgroundColor ?? '#ffffff'} onPick={(backgroundColor) => setFormat({ backgroundColor })}>
        ▧
      </ColorPicker>
      <BordersMenu />
      <MergeMenu />
      <span className="tool-sep" />
      <DropDown label="Horizontal align" text="≡▾" items={(['left', 'center', 'right'] as const).map((align) => ({ label: `Align ${align}`, checked: format.align === align, command: 'workbook.set-format', run: () => setFormat({ align }) }))} />
      <DropDown label="Vertical align" text="⇕▾" items={(['top', 'middle', 'bottom'] as const).map((v) => ({ label: `Align ${v}`, checked: (format.verticalAlign ?? 'bottom') === v, command: 'workbook.set-format', run: () => setFormat({ verticalAlign: v }) }))} />
      <DropDown label="Text wrapping" text="↵▾" items={(['overflow', 'wrap', 'clip'] as const).map((wrap) => ({ label: wrap[0].toUpperCase() + wrap.slice(1), checked: (format.wrap ?? 'overflow') === wrap, command: 'workbook.set-format', run: () => setFormat({ wrap }) }))} />
      <HidingToggle />
      {tool('Clear formatting', 'T̸', act(() => void run('workbook.clear-format', { sheetId: sheet.id, area })))}
      <ToolbarSlot slot="data" />
      <span className="tool-sep" />
      {tool('Sum', 'Σ', () => context.startEdit('=SUM('))}
      {tool('Link', <LinkIcon />, () => context.startEdit('=RANGELINK('))}
      <ToolbarSlot slot="insert" />
    </div>
  );
}
