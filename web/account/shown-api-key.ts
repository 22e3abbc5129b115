/**
 * The account's API key as last shown in this tab. The server keeps only its hash and shows a new key once;
 * keeping it here lets the Account page show it again after a visit elsewhere in the app. Kept in memory,
 * never in storage: a reload forgets it.
 */
let shown: string | undefined;

export const rememberShownApiKey = (key: string): void => {
  shown = key;
};

export const shownApiKey = (): string | undefined => shown;
