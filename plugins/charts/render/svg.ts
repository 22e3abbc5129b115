/**
 * SVG as text, built without a DOM so the same code runs in the browser and on the server. Every text
 * and attribute value goes through `escape`: titles and labels are shown as text, never as markup.
 */
export type Attributes = Readonly<Record<string, string | number | undefined>>;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function attributes(attrs: Attributes): string {
  let out = '';
  for (const name of Object.keys(attrs)) {
    const value = attrs[name];
    if (value === undefined) continue;
    out += ` ${name}="${escape(typeof value === 'number' ? String(round(value)) : value)}"`;
  }
  return out;
}

/** An element with children given as already-built SVG text. */
export function el(tag: string, attrs: Attributes, ...children: readonly string[]): string {
  const body = children.join('');
  return body === '' ? `<${tag}${attributes(attrs)}/>` : `<${tag}${attributes(attrs)}>${body}</${tag}>`;
}

/** An element holding text. */
export function textEl(tag: string, attrs: Attributes, text: string): string {
  return `<${tag}${attributes(attrs)}>${escape(text)}</${tag}>`;
}

/** Coordinates to 2 decimals: enough for any screen or PDF, and short text for 10,000 points. */
export function round(n: number): number {
  return Math.round(n * 100) / 100;
}
