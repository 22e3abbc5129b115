import type { Viewport } from './model.js';

const VIEWPORT = /^(\d{1,6})x(\d{1,6})$/;

/** 'WIDTHxHEIGHT' with both positive integers; anything else means no viewport (SPEC section 2). */
export function parseViewport(text: string | undefined): Viewport | undefined {
  const match = text === undefined ? null : VIEWPORT.exec(text);
  if (!match) return undefined;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : undefined;
}
