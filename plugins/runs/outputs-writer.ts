import { outputScalar, type CellReader } from '../formulas/outputs/index.js';
import { OutputCell, OutputConstant, type OutputShape } from '../names/index.js';
import type { JsonBytes } from './json-bytes.js';

/**
 * A template's outputs written as JSON straight from its computed cells, by their shape (`outputsShape`):
 * the text between two values (keys, brackets, commas, constants) is encoded once, so writing a result
 * is its cells' values and those bytes, with no outputs object made and walked per input. The bytes are
 * JSON.stringify's for the object `outputsReader` would have made (same keys in the same order).
 */
export class OutputsWriter {
  /** The bytes before each cell's value, and (last) after the final one. */
  private readonly between: Uint8Array[] = [];
  private readonly sheets: string[] = [];
  private readonly rows: number[] = [];
  private readonly cols: number[] = [];

  constructor(shape: OutputShape) {
    let text = '';
    const visit = (node: OutputShape): void => {
      if (node instanceof OutputCell) {
        this.between.push(encoder.encode(text));
        text = '';
        this.sheets.push(node.sheetId);
        this.rows.push(node.row);
        this.cols.push(node.col);
      } else if (node instanceof OutputConstant) {
        text += JSON.stringify(node.value);
      } else if (Array.isArray(node)) {
        text += '[';
        node.forEach((item: OutputShape, index) => {
          if (index > 0) text += ',';
          visit(item);
        });
        text += ']';
      } else {
        text += '{';
        // For-in, as JSON.stringify orders keys (integer-like keys first).
        let first = true;
        const object = node as { readonly [key: string]: OutputShape };
        for (const key in object) {
          text += `${first ? '' : ','}${JSON.stringify(key)}:`;
          first = false;
          visit(object[key]);
        }
        text += '}';
      }
    };
    visit(shape);
    this.between.push(encoder.encode(text));
  }

  /** Writes the outputs' JSON from `cells` (what `TemplateFunction.callReading` gives). */
  write(out: JsonBytes, cells: CellReader): void {
    const { between, sheets, rows, cols } = this;
    for (let i = 0; i < sheets.length; i++) {
      out.raw(between[i]);
      out.json(outputScalar(cells(sheets[i], rows[i], cols[i])));
    }
    out.raw(between[sheets.length]);
  }
}

const encoder = new TextEncoder();
