import type { Engine } from '../../formulas/engine/index.js';
import type { EngineFollower } from '../../../web/plugin-api/index.js';
import { ConditionalFormatEvaluator } from '../evaluator.js';

/** The editor's evaluator for each engine: the canvas layer and the panel read it. */
const evaluators = new WeakMap<Engine, ConditionalFormatEvaluator>();

export function evaluatorOf(engine: Engine): ConditionalFormatEvaluator | undefined {
  return evaluators.get(engine);
}

/** Keeps the conditional formats' results in step with the editor's engine. */
export const conditionalFormatsFollower: EngineFollower = {
  id: 'conditional-formats.evaluator',
  start(engine, workbook) {
    const evaluator = new ConditionalFormatEvaluator(engine);
    evaluator.load(workbook);
    evaluators.set(engine, evaluator);
    return {
      load: (next) => evaluator.load(next),
      update: (next, patches, changed) => void evaluator.applyDocumentChange(next, patches, changed),
    };
  },
};
