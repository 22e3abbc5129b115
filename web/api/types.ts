/** Shapes of the server's responses the web app reads (SPEC sections 3 and 7). */
export interface AccountRef {
  readonly id: number;
  readonly name: string;
}

export interface User {
  readonly id: number;
  readonly email: string;
  readonly accountId: number | null;
  readonly accounts: readonly AccountRef[];
  readonly asAdmin?: boolean;
  readonly apiKey?: string;
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
