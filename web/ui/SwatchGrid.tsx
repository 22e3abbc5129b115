import type { ReactNode } from 'react';
import { Tooltip } from './Tooltip.js';
import './swatch-grid.css';

export interface SwatchGridProps {
  /** What the colour is for ('Fill color'): names the group. */
  readonly label: string;
  /** The colour now chosen, marked pressed. */
  readonly value: string;
  /** The 30 default colours (SPEC section 9), in rows of ten. */
  readonly defaults: readonly string[];
  /** The account's branding colours; the group is left out when there are none. */
  readonly branding: readonly string[];
  /** Custom colours, newest first (at most 10); the group is left out when there are none. */
  readonly custom: readonly string[];
  onPick(color: string): void;
  /** Below the swatches: a way to add a custom colour, where the picker has one. */
  readonly children?: ReactNode;
}

/** The swatches of a colour picker: default, branding and custom colours, one button each. */
export function SwatchGrid({ label, value, defaults, branding, custom, onPick, children }: SwatchGridProps) {
  const swatch = (color: string) => (
    <Tooltip key={color} content={color}>
      <button type="button" className="swatch" aria-label={color} aria-pressed={color.toLowerCase() === value.toLowerCase()} style={{ background: color }} onClick={() => onPick(color)} />
    </Tooltip>
  );
  return (
    <div className="color-palette" role="group" aria-label={label}>
      <div className="swatches">{defaults.map(swatch)}</div>
      {branding.length > 0 && (
        <div className="swatches branding" role="group" aria-label="Branding colors">
          <span className="swatches-caption" aria-hidden="true">
            Branding
          </span>
          {/* The account may list a colour twice; one swatch each. */}
          {[...new Set(branding.map((color) => color.toLowerCase()))].map(swatch)}
        </div>
      )}
      {custom.length > 0 && (
        <div className="swatches custom" role="group" aria-label="Custom colors">
          {custom.map(swatch)}
        </div>
      )}
      {children}
    </div>
  );
}
