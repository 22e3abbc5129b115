/**
 * The account's API key as last shown in this tab. The server keeps only its hash and shows a new key once,
 * so the API docs page can preauthorize "Try it out" with it only after a Rotate in the same tab. Kept in
 * memory, never in storage: a reload forgets it.
 */
let shown: string | undefined;

export const rememberShownApiKey = (key: string): void => {
  shown = key;
};

export const shownApiKey = (): string | undefined => shown;
