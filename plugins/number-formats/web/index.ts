import { DecimalsArrowLeft, DecimalsArrowRight, DollarSign, Percent } from 'lucide-react';
import type { EditorHost, WebPart } from '../../../web/plugin-api/index.js';
import { NUMBER_FORMATS } from '../../workbook/index.js';
import { DataFormatsPanel } from './DataFormatsPanel.js';
import { MoreFormats } from './MoreFormats.js';
import './number-formats.css';

const onSelection = (host: EditorHost) => ({ sheetId: host.sheet.id, area: host.area });

/**
 * The number formats' web part: the Data Formats section (also the cell menu's Format cells) and the
 * toolbar's currency, percent, decimals and More formats controls.
 */
export const numberFormatsWebPart: WebPart = {
  id: 'number-formats',
  sidebarSections: [{ id: 'data-formats', title: 'Data Formats', order: 40, icon: DollarSign, Panel: DataFormatsPanel }],
  contextMenuItems: [{ target: 'cell', label: 'Format cells', order: 10, separatorBefore: true, command: 'view.set-sidebar', params: () => ({ sidebar: 'data-formats' }) }],
  toolbarItems: [
    { kind: 'button', id: 'number-formats.currency', slot: 'number-format', order: 10, label: () => 'Format as currency', icon: DollarSign, command: 'number-formats.apply', params: (host) => ({ ...onSelection(host), format: NUMBER_FORMATS.currency, type: 'NUMBER' }) },
    { kind: 'button', id: 'number-formats.percent', slot: 'number-format', order: 20, label: () => 'Format as percent', icon: Percent, command: 'number-formats.apply', params: (host) => ({ ...onSelection(host), format: NUMBER_FORMATS.percent, type: 'PERCENT' }) },
    { kind: 'button', id: 'number-formats.decrease-decimals', slot: 'number-format', order: 30, label: () => 'Decrease decimal places', icon: DecimalsArrowLeft, command: 'workbook.change-precision', params: (host) => ({ ...onSelection(host), delta: -1 }) },
    { kind: 'button', id: 'number-formats.increase-decimals', slot: 'number-format', order: 40, label: () => 'Increase decimal places', icon: DecimalsArrowRight, command: 'workbook.change-precision', params: (host) => ({ ...onSelection(host), delta: 1 }) },
    { kind: 'widget', id: 'number-formats.more', slot: 'number-format', order: 50, Component: MoreFormats },
  ],
};
