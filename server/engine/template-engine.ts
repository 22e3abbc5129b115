import type { TemplateEngine } from '../plugin-api/template-engine.js';
import { applyOverrides, inputOf, templateWithShadow } from '../services/shadow-content.js';
import { readTemplate } from './templates.js';

/** The server's TemplateEngine: what plugins' routes (RouteDeps) and compute tasks (TaskContext) are given. */
export const serverTemplates: TemplateEngine = {
  read: readTemplate,
  withShadow: templateWithShadow,
  inputOf,
  withOverrides: applyOverrides,
};
