/**
 * What a plugin's compute task module (`plugins/<id>/server/*-task.ts`, loaded by compute workers, never
 * by the request thread) may use of the server: the task's context (content, engine, user-function
 * budget, and its `templates`: reading templates and a shadow's content), and the HTTP errors a task may answer
 * with. Nothing here loads Koa or the stores. Its routes name the task with `computeTask` (index.ts).
 */
export type { Evaluation, TaskContext } from '../compute/task-context.js';
export type { TemplateEngine } from './template-engine.js';
export { HttpError, notFound } from '../http/errors.js';
export type { JsonObject, JsonValue } from '../storage/records.js';
