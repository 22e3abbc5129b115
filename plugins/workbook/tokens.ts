/** Container tokens of the workbook plugin's services. */
export const WORKBOOK = {
  /** The IdGenerator that commands use for new sheets, rows and columns (RandomIdGenerator by default). */
  Ids: Symbol.for('gridcast.workbook.Ids'),
} as const;
