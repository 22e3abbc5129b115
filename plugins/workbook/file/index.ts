export * from './errors.js';
export * from './file-types.js';
export * from './limits.js';
export { parseJsonText, parseTemplateText, TemplateSyntaxError } from './parse-text.js';
export { readTemplateFile } from './read-template.js';
export { writeTemplateFile, type WriteOptions } from './write.js';
export { templateFileText } from './write-text.js';
export { templateFileSchema } from './schema.js';
