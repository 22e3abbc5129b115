/** A conformance case's expected value as LibreOffice (or Excel, where they differ) computes it. */
export type Expected = number | string | boolean | null | { readonly error: string };

export interface ExpectedCase {
  readonly id: string;
  readonly formula: string;
  readonly expected: Expected;
}
