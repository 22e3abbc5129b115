import { FormInput } from 'lucide-react';
import type { WebPart } from '../../../web/plugin-api/index.js';
import { InputPanel } from './InputPanel.js';

/** The Input section's id (a grid given no input opens on it). */
export const INPUT_SECTION = 'input';

/** The input form's web part: a grid's (shadow's) Input section, in shadow mode only. */
export const inputFormWebPart: WebPart = {
  id: 'input-form',
  sidebarSections: [{ id: INPUT_SECTION, title: 'Input', order: 5, icon: FormInput, isVisible: (mode) => mode.shadow, Panel: InputPanel }],
};
