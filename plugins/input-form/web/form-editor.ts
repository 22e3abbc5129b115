import type { FieldCodec, FormState, InputPath } from '../index.js';

/** What a field of the Input form reads and changes. */
export interface FormEditor {
  readonly state: FormState;
  /** Problems by field id (formErrors). */
  readonly errors: ReadonlyMap<string, string>;
  type(path: InputPath, codec: FieldCodec, text: string): void;
  set(path: InputPath, value: unknown): void;
}
