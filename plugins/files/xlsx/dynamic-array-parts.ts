import { rewriteZip, type TextTransform } from './zip-rewrite.js';

/**
 * Excel's metadata part for dynamic arrays, as Excel writes it: one metadata type (XLDAPR), one entry
 * flagging a dynamic array, and one cell-metadata block pointing at it, which a formula cell names as
 * `cm="1"`.
 */
const METADATA = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
  + '<metadata xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:xda="http://schemas.microsoft.com/office/spreadsheetml/2017/dynamicarray">'
  + '<metadataTypes count="1"><metadataType name="XLDAPR" minSupportedVersion="120000" copy="1" pasteAll="1" pasteValues="1" merge="1" splitFirst="1" rowColShift="1" clearFormats="1" clearComments="1" assign="1" coerce="1" cellMeta="1"/></metadataTypes>'
  + '<futureMetadata name="XLDAPR" count="1"><bk><extLst><ext uri="{bdbb8cdc-fa1e-496e-a857-3c3f30c029c3}"><xda:dynamicArrayProperties fDynamic="1" fCollapsed="0"/></ext></extLst></bk></futureMetadata>'
  + '<cellMetadata count="1"><bk><rc t="1" v="0"/></bk></cellMetadata>'
  + '</metadata>';
const METADATA_PART = 'xl/metadata.xml';
const METADATA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheetMetadata+xml';
const METADATA_RELATION = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/sheetMetadata';

/**
 * Marks formula cells of an .xlsx written by ExcelJS (which has no such attribute) as dynamic-array
 * formulas, as Excel stores them: `cm="1"` on each cell, xl/metadata.xml, its content type and its
 * relationship from the workbook. `cells`: the addresses (A1) by worksheet part name.
 */
export function withDynamicArrayFlags(xlsx: Uint8Array, cells: ReadonlyMap<string, ReadonlySet<string>>): Promise<Uint8Array> {
  const transforms = new Map<string, () => TextTransform>();
  for (const [part, addresses] of cells) transforms.set(part, () => new CellFlags(addresses));
  transforms.set('[Content_Types].xml', () => wholeText((xml) => xml.replace('</Types>', `<Override PartName="/${METADATA_PART}" ContentType="${METADATA_TYPE}"/></Types>`)));
  transforms.set('xl/_rels/workbook.xml.rels', () => wholeText((xml) => xml.replace('</Relationships>', `<Relationship Id="${freeId(xml)}" Type="${METADATA_RELATION}" Target="metadata.xml"/></Relationships>`)));
  return rewriteZip(xlsx, transforms, new Map([[METADATA_PART, METADATA]]));
}

/** Adds `cm="1"` to the `<c>` tags of the given cells of a worksheet's XML, tag by tag as it streams. */
class CellFlags implements TextTransform {
  private carry = '';
  constructor(private readonly addresses: ReadonlySet<string>) {}

  push(chunk: string): string {
    const text = this.carry + chunk;
    // A tag split between chunks waits for the next one.
    const open = text.lastIndexOf('<');
    const cut = open >= 0 && text.indexOf('>', open) < 0 ? open : text.length;
    this.carry = text.slice(cut);
    return text.slice(0, cut).replace(/<c r="([A-Z]+[0-9]+)"/g, (tag, address: string) => (this.addresses.has(address) ? `${tag} cm="1"` : tag));
  }

  flush(): string {
    return this.carry;
  }
}

/** A transformation of a small part's whole text. */
function wholeText(change: (xml: string) => string): TextTransform {
  let text = '';
  return {
    push: (chunk) => {
      text += chunk;
      return '';
    },
    flush: () => change(text),
  };
}

/** A relationship id not used in the part. */
function freeId(xml: string): string {
  let n = 1;
  while (xml.includes(`Id="rIdMeta${n}"`)) n++;
  return `rIdMeta${n}`;
}
