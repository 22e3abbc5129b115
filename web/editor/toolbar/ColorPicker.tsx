import { useRef, type ReactNode } from 'react';
import { ColorPalette } from './ColorPalette.js';
import { useDismiss, usePopup } from './popup.js';

const POPUP_WIDTH = 236;

export interface ColorPickerProps {
  /** The button's accessible name and the palette's ('Text color', 'Fill color'). */
  readonly label: string;
  readonly value: string;
  onPick(color: string): void;
  /** The button's face, beside a bar of the current colour. */
  readonly children: ReactNode;
}

/** A toolbar button that opens the colour palette; picking a colour applies it and closes it. */
export function ColorPicker({ label, value, onPick, children }: ColorPickerProps) {
  const { style, button, toggle, close } = usePopup(POPUP_WIDTH);
  const popup = useRef<HTMLDivElement>(null);
  useDismiss([button, popup], style !== null, close);
  return (
    <>
      <button ref={button} type="button" className="tool color" aria-label={label} title={label} aria-haspopup="dialog" aria-expanded={style !== null} onClick={toggle}>
        {children}
        <span className="color-bar" style={{ background: value }} />
      </button>
      {style && (
        <div ref={popup} className="toolbar-popup" role="dialog" aria-label={label} style={style}>
          <ColorPalette
            label={label}
            value={value}
            onPick={(color) => {
              close();
              onPick(color);
            }}
          />
        </div>
      )}
    </>
  );
}
