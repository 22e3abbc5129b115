import { SquareFunction } from 'lucide-react';
import type { WebPart } from '../../../web/plugin-api/index.js';
import { FunctionsPanel } from './FunctionsPanel.js';
import './user-functions.css';

/** The user-functions plugin's web part: the Functions section, listed only when the flag is on (?userFunctions=1). */
export const userFunctionsWebPart: WebPart = {
  id: 'user-functions',
  sidebarSections: [{ id: 'functions', title: 'Functions', order: 90, icon: SquareFunction, isVisible: (mode) => mode.userFunctions, Panel: FunctionsPanel }],
};

export { browserSandboxRunner } from './browser-runner.js';
// The engine options a browser host makes with that runner (the QuickJS sandbox of index.ts stays out of the web bundle).
export { NO_USER_FUNCTIONS, userFunctionEngineOptions, type UserFunctionEngineOptions } from '../engine-options.js';
