/**
 * The colours of a table style ("Format as table"): a dark header with light text, a light fill on
 * every other body row, thin borders in a mid shade of the same hue.
 */
export interface TableTheme {
  readonly header: string;
  readonly headerText: string;
  readonly band: string;
  readonly border: string;
}

export interface NamedTableTheme extends TableTheme {
  readonly id: string;
  /** The colour's name, for the style's accessible name ('Blue' gives 'Blue table style'). */
  readonly name: string;
}

/** The styles the toolbar offers: hues from the default palette's rows, so tables match picked colours. */
export const TABLE_THEMES: readonly NamedTableTheme[] = [
  { id: 'blue', name: 'Blue', header: '#2f5597', headerText: '#ffffff', band: '#dae3f3', border: '#8faadc' },
  { id: 'green', name: 'Green', header: '#38761d', headerText: '#ffffff', band: '#d9ead3', border: '#93c47d' },
  { id: 'orange', name: 'Orange', header: '#c55a11', headerText: '#ffffff', band: '#fce5cd', border: '#f4b183' },
  { id: 'red', name: 'Red', header: '#990000', headerText: '#ffffff', band: '#f4cccc', border: '#e06666' },
  { id: 'purple', name: 'Purple', header: '#674ea7', headerText: '#ffffff', band: '#d9d2e9', border: '#b4a7d6' },
  { id: 'grey', name: 'Grey', header: '#434343', headerText: '#ffffff', band: '#efefef', border: '#b7b7b7' },
];
