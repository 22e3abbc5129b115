export { EvaluationLog, type EvaluationLogOptions, type LoggedEngine } from './evaluation-log.js';
export type { EvalLogSink } from './sink.js';
export { LOG_KINDS, type ConditionalEntry, type FormulaEntry, type LogEntry, type LogKind, type PruningEntry, type ReadValue, type ReferenceEntry } from './entries.js';
export { formatGroupedText, formatJson, formatTsv, groupEntries, renderLog, selectEntries, TSV_HEADER, valueText, type LogGroup, type LogInclude, type LogTab, type LogViewOptions } from './view.js';
