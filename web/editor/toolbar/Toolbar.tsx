import type { ReactNode } from 'react';
import { DEFAULT_FONT_FAMILY, DEFAULT_FONT_SIZE, FONT_FAMILIES, FONT_SIZES, NUMBER_FORMATS, ZOOM_LEVELS } from '../../../plugins/workbook/defaults.js';
import type { CellType } from '../../../plugins/workbook/model/cell.js';
import type { CellFormat } from '../../../plugins/workbook/model/format.js';
import { useEditor } from '../editor-context.js';
import { BordersMenu } from './BordersMenu.js';
import { ColorPicker } from './ColorPicker.js';
import { DropDown } from './DropDown.js';
import { MORE_FORMATS } from './format-options.js';
import './toolbar-popups.css';

/** The toolbar of SPEC section 2 (minus chart and side panels, which belong to later issues). */
export function Toolbar() {
  const context = useEditor();
  const { kernel, view, sheet, area, activeCell, run } = context;
  const format = activeCell?.format ?? {};
  const setFormat = (patch: Partial<CellFormat>) => void run('workbook.set-format', { sheetId: sheet.id, area, format: patch });
  const setNumberFormat = (pattern: string | undefined, type: CellType) =>
    kernel.bus.batch(() => {
      void run('workbook.set-data-type', { sheetId: sheet.id, area, type });
      void run('workbook.set-number-format', { sheetId: sheet.id, area, format: pattern });
    });
  const toggle = (field: 'bold' | 'italic' | 'underline' | 'strikethrough', label: string, text: ReactNode) => (
    <button type="button" aria-label={label} title={label} aria-pressed={format[field] === true} className={`tool ${field}`} onClick={() => setFormat({ [field]: !format[field] })}>
      {text}
    </button>
  );
  return (
    <div className="toolbar" role="toolbar" aria-label="Toolbar">
      <button type="button" className="tool" aria-label="Undo" title="Undo" disabled={!kernel.undo.canUndo} onClick={() => kernel.undo.undo()}>
        ↶
      </button>
      <button type="button" className="tool" aria-label="Redo" title="Redo" disabled={!kernel.undo.canRedo} onClick={() => kernel.undo.redo()}>
        ↷
      </button>
      <select aria-label="Zoom" value={view.zoom} onChange={(e) => kernel.view.run('view.set-zoom', { zoom: Number(e.target.value) })}>
        {ZOOM_LEVELS.map((zoom) => (
          <option key={zoom} value={zoom}>{`${Math.round(zoom * 100)}%`}</option>
        ))}
      </select>
      <span className="tool-sep" />
      <button type="button" className="tool" aria-label="Format as currency" title="Format as currency" onClick={() => setNumberFormat(NUMBER_FORMATS.currency, 'NUMBER')}>
        $
      </button>
      <button type="button" className="tool" aria-label="Format as percent" title="Format as percent" onClick={() => setNumberFormat(NUMBER_FORMATS.percent, 'PERCENT')}>
        %
      </button>
      <button type="button" className="tool" aria-label="Decrease decimal places" title="Decrease decimal places" onClick={() => void run('workbook.change-precision', { sheetId: sheet.id, area, delta: -1 })}>
        .0
      </button>
      <button type="button" className="tool" aria-label="Increase decimal places" title="Increase decimal places" onClick={() => void run('workbook.change-precision', { sheetId: sheet.id, area, delta: 1 })}>
        .00
      </button>
      <DropDown label="More formats" text="123▾" items={MORE_FORMATS.map((f) => ({ label: f.label, command: 'workbook.set-number-format', run: () => setNumberFormat(f.format, f.type) }))} />
      <span className="tool-sep" />
      <select aria-label="Font" value={format.fontFamily ?? DEFAULT_FONT_FAMILY} onChange={(e) => setFormat({ fontFamily: e.target.value })}>
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
      <DropDown
        label="Merge cells"
        text="⊞▾"
        items={[
          { label: 'Merge all', command: 'workbook.merge-cells', run: () => void run('workbook.merge-cells', { sheetId: sheet.id, area, mode: 'all' }) },
          { label: 'Merge horizontally', command: 'workbook.merge-cells', run: () => void run('workbook.merge-cells', { sheetId: sheet.id, area, mode: 'horizontal' }) },
          { label: 'Merge vertically', command: 'workbook.merge-cells', run: () => void run('workbook.merge-cells', { sheetId: sheet.id, area, mode: 'vertical' }) },
          { label: 'Unmerge', command: 'workbook.unmerge-cells', run: () => void run('workbook.unmerge-cells', { sheetId: sheet.id, area }) },
        ]}
      />
      <span className="tool-sep" />
      <DropDown label="Horizontal align" text="≡▾" items={(['left', 'center', 'right'] as const).map((align) => ({ label: `Align ${align}`, checked: format.align === align, command: 'workbook.set-format', run: () => setFormat({ align }) }))} />
      <DropDown label="Vertical align" text="⇕▾" items={(['top', 'middle', 'bottom'] as const).map((v) => ({ label: `Align ${v}`, checked: (format.verticalAlign ?? 'bottom') === v, command: 'workbook.set-format', run: () => setFormat({ verticalAlign: v }) }))} />
      <DropDown label="Text wrapping" text="↵▾" items={(['overflow', 'wrap', 'clip'] as const).map((wrap) => ({ label: wrap[0].toUpperCase() + wrap.slice(1), checked: (format.wrap ?? 'overflow') === wrap, command: 'workbook.set-format', run: () => setFormat({ wrap }) }))} />
      <button
        type="button"
        className="tool"
        aria-label="Reveal hidden cells"
        title="Reveal hidden cells (Ctrl+H)"
        aria-pressed={context.hidingDisabled}
        onClick={() => context.setHidingDisabled(!context.hidingDisabled)}
      >
        ⦸
      </button>
      <button type="button" className="tool" aria-label="Clear formatting" title="Clear formatting" onClick={() => void run('workbook.clear-format', { sheetId: sheet.id, area })}>
        T̸
      </button>
    </div>
  );
}
