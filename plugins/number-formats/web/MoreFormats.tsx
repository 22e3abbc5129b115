import { ChevronDown, Hash } from 'lucide-react';
import { useHost } from '../../../web/plugin-api/index.js';
import { IconButton } from '../../../web/ui/Button.js';
import { Menu } from '../../../web/ui/Menu.js';
import { STANDARD_FORMATS } from '../standard-formats.js';
import { applyToSelection } from './apply.js';

/** The toolbar's More formats: SPEC section 9's formats in a menu, applied to the selection. */
export function MoreFormats() {
  const host = useHost();
  const current = host.activeCell?.data?.format;
  return (
    <Menu
      label="More formats"
      trigger={<IconButton icon={Hash} label="More formats" extra={<ChevronDown size={12} aria-hidden />} />}
      items={STANDARD_FORMATS.map((format) => ({
        label: format.label,
        command: 'number-formats.apply',
        checked: format.format !== undefined && format.format === current,
        run: () => void applyToSelection(host, format.format, format.type),
      }))}
    />
  );
}
