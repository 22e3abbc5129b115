import { DocumentSlots, type PluginManifest } from '../../kernel/index.js';
import type { TemplateEngine } from '../plugin-api/template-engine.js';
import { applyOverrides, inputOf, shadowContentFrom, templateWithShadow } from '../services/shadow-content.js';
import { readTemplate } from './templates.js';

/**
 * The server's TemplateEngine over the plugins it assembles (their document slots say what a shadow keeps):
 * what routes (RouteDeps) and compute tasks (TaskContext) are given.
 */
export function templateEngineOf(plugins: readonly Pick<PluginManifest, 'id' | 'documentSlots'>[]): TemplateEngine {
  const shadowKeys = new DocumentSlots(plugins).shadowKeys();
  return {
    read: readTemplate,
    shadowKeys,
    shadowOf: (template, input) => shadowContentFrom(template, input, shadowKeys),
    withShadow: (template, shadow) => templateWithShadow(template, shadow, shadowKeys),
    inputOf,
    withOverrides: applyOverrides,
  };
}
