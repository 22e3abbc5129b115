import { DAYS_1900_TO_1904, renderDate } from './date-render.js';
import { readDateSection, type DateSection, type NotRead } from './date-section.js';
import { splitSections } from './pattern-scan.js';
import { sectionChooser, sectionHead, type SectionChooser } from './section-choice.js';

/** A pattern's sections as the date formatter sees them, kept with the compiled pattern. */
export interface DateSections {
  readonly choose: SectionChooser;
  readonly readings: readonly (DateSection | NotRead)[];
}

/** The pattern's sections when one of them shows a date or a time; undefined when none does. */
export function readDateSections(pattern: string): DateSections | undefined {
  const sections = splitSections(pattern);
  const readings = sections.map(readDateSection);
  if (readings.every((reading) => reading === 'number')) return undefined;
  return { choose: sectionChooser(sections.map(sectionHead)), readings };
}

/**
 * A number shown by the date section it falls in: its text, undefined when the date cannot be shown
 * (negative in the 1900 system, past 9999-12-31), or 'numfmt' when the number falls in a section numfmt
 * formats (a number section, or a date in another calendar or language).
 *
 * The 1904 system counts days from 1904-01-01 (1462 days after 1900-01-00), so the calendar moves and
 * elapsed time does not; it shows a negative date or time as a minus sign and the date or time of its
 * absolute value (Microsoft's fix for negative times, "########" in the 1900 system).
 */
export function formatDateValue(dates: DateSections, value: number, system: 1900 | 1904): string | undefined | 'numfmt' {
  const choice = dates.choose(value);
  const reading = choice ? dates.readings[choice.index] : undefined;
  if (!choice || reading === undefined || reading === 'number' || reading === 'unsupported') return 'numfmt';
  if (value < 0 && system === 1900) return undefined;
  const shift = system === 1904 ? DAYS_1900_TO_1904 : 0;
  const shown = renderDate(reading, Math.abs(value), shift);
  return shown !== undefined && value < 0 && choice.minus ? `-${shown}` : shown;
}
