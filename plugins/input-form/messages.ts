/** The Input panel's words, for the panel and its tests. */
export const INPUT_MESSAGES = {
  number: 'Enter a number',
  boolean: 'Enter TRUE or FALSE',
  numberOrBoolean: 'Enter a number, TRUE or FALSE',
  json: 'Enter valid JSON, such as 12, "text", [1, 2] or {"key": 1}',
  anyHint: 'A number, text or TRUE/FALSE',
  notAShadow: 'Only a grid (shadow) has an input of its own: a template reads its test shadows\' inputs.',
  notJson: 'The input must be JSON: an object, a list, text, a number, TRUE/FALSE or null.',
  noInputs: 'This template reads no input: its cells do not call INPUT with a key.',
} as const;
