import type { DataPreset } from '../plugin-api/data-presets.js';

/** A test shadow as the template's content holds it: what a new grid may start with. */
export interface TestShadowInput {
  readonly id: number;
  readonly name: string;
  readonly input: unknown;
}

/** One choice of a new grid's starting input. */
export interface StartingInput {
  readonly value: string;
  readonly label: string;
  readonly input: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The template's first test shadow (lowest id), as `defaultTestInput` picks it, from its content's `testShadowsById`. */
export function firstTestShadow(testShadowsById: unknown): TestShadowInput | undefined {
  if (!isObject(testShadowsById)) return undefined;
  const shadows = Object.values(testShadowsById).filter((shadow): shadow is TestShadowInput => isObject(shadow) && typeof shadow.id === 'number' && isObject(shadow.input));
  return shadows.sort((a, b) => a.id - b.id)[0];
}

/** A new grid's starting inputs, the first one chosen: the first test shadow's, then none, then each data preset's. */
export function startingInputs(testShadow: TestShadowInput | undefined, presets: readonly DataPreset[]): StartingInput[] {
  return [
    ...(testShadow ? [{ value: 'test-shadow', label: `Test shadow: ${testShadow.name}`, input: testShadow.input as Record<string, unknown> }] : []),
    { value: 'none', label: 'No input', input: {} },
    ...presets.map((preset) => ({ value: `preset:${preset.id}`, label: `Data preset: ${preset.name}`, input: preset.input })),
  ];
}
