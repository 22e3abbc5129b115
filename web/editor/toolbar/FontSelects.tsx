import { memo } from 'react';
import { type CellFormat, FONT_FAMILIES, FONT_SIZES } from '../../../plugins/workbook/index.js';
import { Select } from '../../ui/Select.js';

export interface FontSelectsProps {
  /** The active cell's own family, if it names one. */
  readonly family: string | undefined;
  /** What the cell shows when it names none (the template's default). */
  readonly shownFamily: string;
  readonly size: number;
  readonly brandingFonts: readonly string[];
  /** Stable across renders (the toolbar passes its latest through a ref). */
  readonly setFormat: (patch: Partial<CellFormat>) => void;
}

/**
 * The font family and size dropdowns. A closed Radix select renders every item (for the chosen one's
 * text): a third of the toolbar's work, and the toolbar renders with every move of the selection. Memo'd
 * on the fonts shown, they render only when the active cell's font does.
 */
export const FontSelects = memo(function FontSelects({ family, shownFamily, size, brandingFonts, setFormat }: FontSelectsProps) {
  return (
    <>
      <Select
        label="Font family"
        size="sm"
        className="font-family"
        value={shownFamily}
        onChange={(fontFamily) => setFormat({ fontFamily })}
        options={fontFamilies(family, brandingFonts).map((font) => ({ value: font, label: font, style: { fontFamily: `'${font}', var(--font-sans)` } }))}
      />
      <Select
        label="Font size"
        size="sm"
        className="font-size"
        value={String(size)}
        onChange={(fontSize) => setFormat({ fontSize: Number(fontSize) })}
        options={[...new Set([...FONT_SIZES, size])].sort((a, b) => a - b).map((each) => ({ value: String(each), label: String(each) }))}
      />
    </>
  );
});

/** The families offered: the built-in ones and the account's, with the cell's own first when neither has it. */
function fontFamilies(current: string | undefined, brandingFonts: readonly string[]): readonly string[] {
  const known: readonly string[] = [...FONT_FAMILIES, ...brandingFonts];
  return current && !known.includes(current) ? [current, ...known] : known;
}
