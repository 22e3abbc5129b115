import { useCallback, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { ColorPalette } from './ColorPalette.js';
import { popupBelow, useDismiss } from './popup.js';

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
  const [style, setStyle] = useState<CSSProperties | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popup = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setStyle(null), []);
  useDismiss([button, popup], style !== null, close);
  const toggle = () => {
    const box = button.current?.getBoundingClientRect();
    setStyle(style || !box ? null : popupBelow(box, window.innerWidth, POPUP_WIDTH));
  };
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
