import { createContext, useContext, type ComponentType } from 'react';
import type { GridVersionRef } from '../plugin-api/index.js';

/**
 * The template routes the File and Versioning menus call (SPEC section 2). Each answers what the menu needs
 * next (a new template's or version's id) and rejects with the server's message.
 */
export interface GridServer {
  rename(gridId: string, name: string): Promise<void>;
  /** Imports an xlsx, xls or csv file as a new template; its id. */
  importFile(file: File): Promise<string>;
  /** A new, empty template; its id. */
  create(): Promise<string>;
  /** A copy of the template in its account; the copy's id. */
  duplicate(gridId: string): Promise<string>;
  /** Publishes or unpublishes the version and the template with it. */
  setPublished(gridId: string, versionId: string, published: boolean): Promise<void>;
  /** A new version of the template; its id. */
  createVersion(gridId: string, name: string): Promise<string>;
  renameVersion(gridId: string, versionId: string, name: string): Promise<void>;
}

/** SPEC section 5's copy-grid modal: a template into another account, or a version into a template. */
export type CopyMode = 'grid' | 'version';

export interface CopySource {
  readonly gridId: string;
  readonly gridName: string;
  readonly versionId: string;
  readonly versionName: string;
  readonly accountId: number | null;
}

export interface CopyDialogProps {
  readonly mode: CopyMode;
  readonly source: CopySource;
  onClose(): void;
  /** A version was copied into the source template itself: its versions now, for the open editor's lists. */
  onSourceVersions?(versions: readonly GridVersionRef[]): void;
}

/** Who is signed in, as far as the editor's menus care. */
export interface EditorAccount {
  readonly accountId: number | null;
  /** SPEC section 6: copying a template to another account needs two or more accounts, or an administrator. */
  readonly copiesToOtherAccounts: boolean;
}

/**
 * What the editor asks of the web app it runs in, so that it imports nothing of the app (its API client,
 * router, session or account pages): the server's template routes, moving to another page, who is signed
 * in, the copy-grid modal and the account's branding fonts. The app's entry (web/main.tsx) provides it
 * (EditorAppContext); a test provides its own.
 */
export interface EditorApp {
  readonly server: GridServer;
  /** Goes to another page of the app (a new template, Exit, a sidebar section that is a link). */
  navigate(to: string): void;
  /** A hook: the signed-in account, as it loads. */
  useAccount(): EditorAccount;
  /** A hook: the account's branding font families, installed for drawing (none until loaded, or on failure). */
  useBrandingFontNames(): readonly string[];
  readonly CopyDialog: ComponentType<CopyDialogProps>;
}

export const EditorAppContext = createContext<EditorApp | null>(null);

export function useEditorApp(): EditorApp {
  const app = useContext(EditorAppContext);
  if (!app) throw new Error('useEditorApp needs the web app\'s EditorAppContext');
  return app;
}
