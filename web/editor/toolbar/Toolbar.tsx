import { useMemo, useRef } from 'react';
import {
  AlignVerticalJustifyCenter,
  ArrowDownToLine,
  ArrowUpToLine,
  Baseline,
  Bold,
  Italic,
  PaintBucket,
  PaintRoller,
  Printer,
  Redo2,
  RemoveFormatting,
  Strikethrough,
  TextAlignCenter,
  TextAlignEnd,
  TextAlignStart,
  Underline,
  Undo2,
  WrapText,
  type LucideIcon,
} from 'lucide-react';
import { type CellFormat, DEFAULT_FONT_FAMILY, DEFAULT_FONT_SIZE } from '../../../plugins/workbook/index.js';
import { ColorPicker, ToolbarRangeInput } from '../../plugin-api/index.js';
import { IconButton } from '../../ui/Button.js';
import type { MenuItem } from '../../ui/Menu.js';
import { useRovingFocus } from '../../ui/roving-focus.js';
import { useStableHandlers } from '../../ui/use-stable-handlers.js';
import { useEditorApp } from '../editor-app.js';
import { useEditor } from '../editor-context.js';
import { BordersMenu } from './BordersMenu.js';
import { DropDown } from './DropDown.js';
import { FontSelects } from './FontSelects.js';
import { HidingToggle } from './HidingToggle.js';
import { MergeMenu } from './MergeMenu.js';
import { MOD } from './shortcut-keys.js';
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
  const { sheet, area, activeCell, run, focusGrid, workbook } = context;
  const brandingFonts = useEditorApp().useBrandingFontNames();
  const bar = useRef<HTMLDivElement>(null);
  const roving = useRovingFocus(bar);
  const format = activeCell?.format ?? {};
  const act = (action: () => void) => () => {
    action();
    focusGrid();
  };
  const setFormat = (patch: Partial<CellFormat>) => act(() => void run('workbook.set-format', { sheetId: sheet.id, area, format: patch }))();
  // The buttons and the font selects are memoised: their handlers keep one identity and do what this render would.
  const press = useStableHandlers({
    setFormat,
    undo: act(() => context.history.undo()),
    redo: act(() => context.history.redo()),
    print: () => window.print(),
    paintFormat: act(context.painter.toggle),
    textColor: (textColor: string) => setFormat({ textColor }),
    fillColor: (backgroundColor: string) => setFormat({ backgroundColor }),
    bold: () => setFormat({ bold: !format.bold }),
    italic: () => setFormat({ italic: !format.italic }),
    underline: () => setFormat({ underline: !format.underline }),
    strikethrough: () => setFormat({ strikethrough: !format.strikethrough }),
    clearFormatting: act(() => void run('workbook.clear-format', { sheetId: sheet.id, area })),
  });
  const toggle = (field: 'bold' | 'italic' | 'underline' | 'strikethrough', label: string, icon: LucideIcon, shortcut: string) => (
    <IconButton icon={icon} label={label} shortcut={shortcut} pressed={format[field] === true} className={field} onClick={press[field]} />
  );
  const tool = (label: string, icon: LucideIcon, onClick: () => void, disabled = false, shortcut?: string) => <IconButton icon={icon} label={label} shortcut={shortcut} disabled={disabled} onClick={onClick} />;
  const fontSize = format.fontSize ?? DEFAULT_FONT_SIZE;
  // Made again only when what they show changes: the drop-downs are memoised, and a move of the selection
  // to a cell of the same look renders none of them.
  const alignItems = useMemo(() => formatChoices('align', format.align, (align) => `Align ${align}`, press.setFormat, ALIGN_ICONS), [format.align, press]);
  const verticalItems = useMemo(() => formatChoices('verticalAlign', format.verticalAlign ?? 'bottom', (v) => `Align ${v}`, press.setFormat, VERTICAL_ICONS), [format.verticalAlign, press]);
  const wrapItems = useMemo(() => formatChoices('wrap', format.wrap ?? 'overflow', (wrap) => wrap[0].toUpperCase() + wrap.slice(1), press.setFormat), [format.wrap, press]);
  return (
    <div ref={bar} className="toolbar" role="toolbar" aria-label="Toolbar" onKeyDown={roving.onKeyDown} onFocus={roving.onFocus}>
      {tool('Undo', Undo2, press.undo, !context.history.canUndo, `${MOD}Z`)}
      {tool('Redo', Redo2, press.redo, !context.history.canRedo, `${MOD}Shift+Z`)}
      {tool('Print', Printer, press.print, false, `${MOD}P`)}
      <IconButton icon={PaintRoller} label="Paint format" pressed={context.painter.armed} onClick={press.paintFormat} />
      <ZoomControl />
      <span className="tool-sep" />
      <ToolbarSlot slot="number-format" />
      <span className="tool-sep" />
      <FontSelects
        family={format.fontFamily ?? workbook.settings.defaultFontFamily}
        shownFamily={format.fontFamily ?? workbook.settings.defaultFontFamily ?? DEFAULT_FONT_FAMILY}
        size={fontSize}
        brandingFonts={brandingFonts}
        setFormat={press.setFormat}
      />
      <span className="tool-sep" />
      {toggle('bold', 'Bold', Bold, `${MOD}B`)}
      {toggle('italic', 'Italic', Italic, `${MOD}I`)}
      {toggle('underline', 'Underline', Underline, `${MOD}U`)}
      {toggle('strikethrough', 'Strikethrough', Strikethrough, `${MOD}Shift+X`)}
      <ColorPicker label="Text color" icon={Baseline} value={format.textColor ?? '#000000'} onPick={press.textColor} />
      <ColorPicker label="Fill color" icon={PaintBucket} value={format.backgroundColor ?? '#ffffff'} onPick={press.fillColor} />
      <BordersMenu />
      <MergeMenu />
      <span className="tool-sep" />
      <DropDown label="Horizontal align" icon={ALIGN_ICONS[format.align ?? 'left']} items={alignItems} />
      <DropDown label="Vertical align" icon={VERTICAL_ICONS[format.verticalAlign ?? 'bottom']} items={verticalItems} />
      <DropDown label="Text wrapping" icon={WrapText} items={wrapItems} />
      <HidingToggle />
      {tool('Clear formatting', RemoveFormatting, press.clearFormatting, false, `${MOD}\\`)}
      <ToolbarSlot slot="data" />
      <span className="tool-sep" />
      <ToolbarSlot slot="insert" />
      <ToolbarRangeInput />
    </div>
  );
}

const ALIGN_ICONS = { left: TextAlignStart, center: TextAlignCenter, right: TextAlignEnd } as const;
const VERTICAL_ICONS = { top: ArrowUpToLine, middle: AlignVerticalJustifyCenter, bottom: ArrowDownToLine } as const;

/** The values a drop-down chooses from, per format field, in their order. */
const CHOICES = { align: ['left', 'center', 'right'], verticalAlign: ['top', 'middle', 'bottom'], wrap: ['overflow', 'wrap', 'clip'] } as const;
type ChoiceField = keyof typeof CHOICES;
type Choice<F extends ChoiceField> = (typeof CHOICES)[F][number];

/** A drop-down's items setting one format field to each of its values, the one shown checked. */
function formatChoices<F extends ChoiceField>(field: F, shown: Choice<F> | undefined, label: (value: Choice<F>) => string, setFormat: (patch: Partial<CellFormat>) => void, icons?: Readonly<Record<Choice<F>, LucideIcon>>): MenuItem[] {
  return (CHOICES[field] as readonly Choice<F>[]).map((value) => ({
    label: label(value),
    ...(icons ? { icon: icons[value] } : {}),
    checked: shown === value,
    command: 'workbook.set-format',
    run: () => setFormat({ [field]: value }),
  }));
}
