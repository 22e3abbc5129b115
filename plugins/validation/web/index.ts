import { ListChecks } from 'lucide-react';
import type { WebPart } from '../../../web/plugin-api/index.js';
import { checkboxKind } from './checkbox-kind.js';
import { validationEntryCheck } from './entry-check.js';
import { listCompletions } from './list-completions.js';
import { validationDescription } from './validation-description.js';
import { validationLayer } from './validation-layer.js';
import { insertDropdown, validationMenuItems } from './validation-menu.js';
import { validationOverlay } from './validation-overlay.js';
import { ValidationPanel } from './ValidationPanel.js';
import './validation.css';

/**
 * The validation plugin's web part: the Data Validation section (also opened by the cell menu's and the
 * Data menu's Data validation, and by Insert > Dropdown), Insert > Checkbox, the marks on the grid,
 * checkbox and list cells' clicks and dropdowns, the check of typed entries, the list's completions and
 * the checkbox cell kind.
 */
export const validationWebPart: WebPart = {
  id: 'validation',
  sidebarSections: [{ id: 'data-validation', title: 'Data Validation', order: 50, icon: ListChecks, Panel: ValidationPanel }],
  commands: [insertDropdown],
  menuItems: validationMenuItems,
  contextMenuItems: [{ target: 'cell', label: 'Data validation', order: 30, command: 'view.set-sidebar', params: () => ({ sidebar: 'data-validation' }) }],
  canvasLayers: [validationLayer],
  cellOverlays: [validationOverlay],
  cellDescriptions: [validationDescription],
  entryChecks: [validationEntryCheck],
  completionSources: [listCompletions],
  cellKinds: [checkboxKind],
};
