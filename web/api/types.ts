/** Shapes of the server's responses the web app reads (SPEC sections 3 and 7). */
export interface AccountRef {
  readonly id: number;
  readonly name: string;
}

export interface User {
  readonly id: string;
  readonly email: string;
  readonly accountId: number | null;
  readonly accounts: readonly AccountRef[];
  readonly asAdmin?: boolean;
  readonly apiKey?: string;
  /** The admin's email while an admin acts as this user (assume). */
  readonly assumedBy?: string;
}

/** The account's settings, sent with an opened template (GET /api/grids/{id}) and the account. */
export interface AccountSettings {
  readonly defaultFontFamily?: string;
  /** #rrggbb colours the account manages; the colour pickers show them above the custom colours. */
  readonly brandingColors?: readonly string[];
}

export interface GridVersionRef {
  readonly id: string;
  readonly name: string;
  readonly published: boolean;
}

export interface GridSummary {
  readonly id: string;
  readonly name: string;
  readonly token?: string;
  readonly published?: boolean;
  readonly updatedAt?: string;
  readonly gridVersions?: readonly GridVersionRef[];
}

export interface ShadowSummary {
  readonly id: string;
  readonly token: string;
  readonly name: string;
  readonly updatedAt?: string;
}
