import { eager } from '../shared/define.js';
import { numbersOfMatrix } from '../shared/numbers.js';
import { ArrayValue, isError } from '../../values.js';

/**
 * FREQUENCY(data, bins): a vertical array of len(bins) + 1 counts: values <= each bin (above the previous
 * bin in sorted order), then values above the largest. Counts follow the bins' original order.
 */
export const FREQUENCY = eager(
  { name: 'FREQUENCY', category: 'statistical', minArgs: 2, maxArgs: 2, description: 'How often values occur within ranges of bins, as a vertical array.', syntax: 'FREQUENCY(data_array, bins_array)', args: ['any'] },
  ([dataArg, binsArg]) => {
    const data = numbersOfMatrix(dataArg);
    if (isError(data)) return data;
    const bins = numbersOfMatrix(binsArg);
    if (isError(bins)) return bins;
    const order = bins.map((b, i) => [b, i] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    const counts = new Array<number>(bins.length + 1).fill(0);
    for (const x of data) {
      let lo = 0;
      let hi = order.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (order[mid][0] < x) lo = mid + 1;
        else hi = mid;
      }
      counts[lo < order.length ? order[lo][1] : bins.length]++;
    }
    return ArrayValue.column(counts);
  },
);

export const frequencyFunctions = [FREQUENCY];
