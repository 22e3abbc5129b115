/** The metadata type Excel gives dynamic-array formulas, and its flag. */
const DYNAMIC_ARRAY_TYPE = 'XLDAPR';

/**
 * The cell-metadata indices (a cell's `cm` attribute, from 1) that mark a formula as a dynamic-array
 * one, read from xl/metadata.xml: `cellMetadata` lists blocks whose record `<rc t v>` names a metadata
 * type (t, from 1, in `metadataTypes`) and an entry (v, from 0) of that type's `futureMetadata`, whose
 * `dynamicArrayProperties` says fDynamic="1".
 */
export function dynamicArrayIndices(metadataXml: string | undefined): ReadonlySet<number> {
  const out = new Set<number>();
  if (metadataXml === undefined) return out;
  const types = [...metadataXml.matchAll(/<(?:\w+:)?metadataType\b[^>]*\sname="([^"]*)"/g)].map((m) => m[1]);
  const future = new RegExp(`<(?:\\w+:)?futureMetadata\\b[^>]*\\sname="${DYNAMIC_ARRAY_TYPE}"[^>]*>([\\s\\S]*?)</(?:\\w+:)?futureMetadata>`).exec(metadataXml)?.[1] ?? '';
  const dynamic = blocks(future).map((block) => /<(?:\w+:)?dynamicArrayProperties\b[^>]*\sfDynamic="(?:1|true)"/.test(block));
  const cells = /<(?:\w+:)?cellMetadata\b[^>]*>([\s\S]*?)<\/(?:\w+:)?cellMetadata>/.exec(metadataXml)?.[1] ?? '';
  blocks(cells).forEach((block, i) => {
    const record = /<(?:\w+:)?rc\b[^>]*>/.exec(block)?.[0] ?? '';
    const type = Number(/\st="(\d+)"/.exec(record)?.[1]);
    const entry = Number(/\sv="(\d+)"/.exec(record)?.[1]);
    if (types[type - 1] === DYNAMIC_ARRAY_TYPE && dynamic[entry] === true) out.add(i + 1);
  });
  return out;
}

/** The `<bk>` blocks of a metadata list, in order. */
function blocks(xml: string): string[] {
  return [...xml.matchAll(/<(?:\w+:)?bk\b[^>]*?(?:\/>|>([\s\S]*?)<\/(?:\w+:)?bk>)/g)].map((m) => m[1] ?? '');
}
