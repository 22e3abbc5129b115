/** Whether typed text is a formula: it starts with '='. */
export const isFormula = (text: string): boolean => text.startsWith('=');
