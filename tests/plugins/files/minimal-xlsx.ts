import JSZip from 'jszip';

/** Excel's xl/metadata.xml with its one dynamic-array flag, which a formula cell names as `cm="1"`. */
export const DYNAMIC_ARRAY_METADATA = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><metadata xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:xda="http://schemas.microsoft.com/office/spreadsheetml/2017/dynamicarray"><metadataTypes count="1"><metadataType name="XLDAPR" minSupportedVersion="120000" copy="1" pasteAll="1" pasteValues="1" merge="1" splitFirst="1" rowColShift="1" clearFormats="1" clearComments="1" assign="1" coerce="1" cellMeta="1"/></metadataTypes><futureMetadata name="XLDAPR" count="1"><bk><extLst><ext uri="{bdbb8cdc-fa1e-496e-a857-3c3f30c029c3}"><xda:dynamicArrayProperties fDynamic="1" fCollapsed="0"/></ext></extLst></bk></futureMetadata><cellMetadata count="1"><bk><rc t="1" v="0"/></bk></cellMetadata></metadata>';

export interface SheetXml {
  readonly name: string;
  /** The `<row>` elements of the sheet's `<sheetData>`. */
  readonly rows: string;
  /** Elements after the cells (`<autoFilter>`, `<mergeCells>`). */
  readonly after?: string;
}

/**
 * A minimal .xlsx written by hand, as Excel would store these sheets: their rows' XML as given, with
 * xl/metadata.xml when `metadata` is given (formula cells then name its entries with `cm`).
 */
export async function minimalXlsx(sheets: readonly SheetXml[], metadata?: string): Promise<Uint8Array> {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const type = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  const zip = new JSZip();
  zip.file('[Content_Types].xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${type}.sheet.main+xml"/>${sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${type}.worksheet+xml"/>`).join('')}${metadata ? `<Override PartName="/xl/metadata.xml" ContentType="${type}.sheetMetadata+xml"/>` : ''}</Types>`);
  zip.file('_rels/.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`);
  zip.file('xl/workbook.xml', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><workbook xmlns="${main}" xmlns:r="${rel}"><sheets>${sheets.map((s, i) => `<sheet name="${s.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('')}</sheets></workbook>`);
  zip.file('xl/_rels/workbook.xml.rels', `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${rel}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`).join('')}${metadata ? `<Relationship Id="rIdMeta" Type="${rel}/sheetMetadata" Target="metadata.xml"/>` : ''}</Relationships>`);
  sheets.forEach((sheet, i) => zip.file(`xl/worksheets/sheet${i + 1}.xml`, `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><worksheet xmlns="${main}" xmlns:r="${rel}"><sheetData>${sheet.rows}</sheetData>${sheet.after ?? ''}</worksheet>`));
  if (metadata) zip.file('xl/metadata.xml', metadata);
  return new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
}

/** A `<row>` of cells given as their XML. */
export function row(number: number, ...cells: string[]): string {
  return `<row r="${number}">${cells.join('')}</row>`;
}

/** A text cell (inline). */
export function text(address: string, value: string): string {
  return `<c r="${address}" t="inlineStr"><is><t>${value}</t></is></c>`;
}

/** A number cell. */
export function num(address: string, value: number): string {
  return `<c r="${address}"><v>${value}</v></c>`;
}

/** A formula cell with its cached number (Excel's text: `_xlfn.` prefixes, no '='); `attributes` of the `<f>`, `cell` of the `<c>`. */
export function formula(address: string, text: string, cached: number, attributes = '', cell = ''): string {
  return `<c r="${address}"${cell}><f${attributes}>${text}</f><v>${cached}</v></c>`;
}
