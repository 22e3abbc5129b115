import { serviceKey } from '../../kernel/index.js';
import type { IdGenerator } from './ids.js';

/** Keys of the workbook plugin's services (kernel/services.ts). */
export const WORKBOOK = {
  /** The IdGenerator that commands use for new sheets, rows and columns (RandomIdGenerator by default). */
  Ids: serviceKey<IdGenerator>('gridcast.workbook.Ids'),
} as const;
