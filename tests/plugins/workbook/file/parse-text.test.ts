import { describe, expect, it } from 'vitest';
import { parseTemplateText, TemplateFileError, TemplateSyntaxError, templateFileText } from '../../../../plugins/workbook/file/index.js';
import { findJsonSyntaxError } from '../../../../plugins/workbook/file/json-syntax.js';
import { readTemplateFile } from '../../../../plugins/workbook/file/index.js';
import { sampleFile } from './sample.js';

function syntaxError(text: string): TemplateSyntaxError {
  try {
    parseTemplateText(text);
  } catch (error) {
    expect(error).toBeInstanceOf(TemplateSyntaxError);
    return error as TemplateSyntaxError;
  }
  throw new Error('expected a syntax error');
}

describe('parseTemplateText: JSON syntax errors say where', () => {
  it('a missing value', () => {
    const error = syntaxError('{\n  "format": "gridcast/1",\n  "name": }');
    expect(error.message).toBe('invalid JSON at line 3, column 11 (position 38): expected a value, got "}"');
    expect([error.line, error.column, error.position]).toEqual([3, 11, 38]);
  });

  it('a trailing comma', () => {
    expect(syntaxError('{"sheetIds": ["a",]}').message).toBe('invalid JSON at line 1, column 19 (position 18): expected a value, got "]"');
  });

  it('a missing comma', () => {
    expect(syntaxError('{"a": 1 "b": 2}').message).toBe('invalid JSON at line 1, column 9 (position 8): expected \',\' or \'}\', got "\\""');
  });

  it('a truncated file', () => {
    expect(syntaxError('{"format": "gridcast/1", "sheetIds": [').message).toBe('invalid JSON at line 1, column 39 (position 38): unexpected end of the text');
  });

  it('an empty text', () => {
    expect(syntaxError('').message).toBe('invalid JSON at line 1, column 1 (position 0): unexpected end of the text');
  });

  it('an unterminated string', () => {
    expect(syntaxError('{"name": "abc').message).toBe('invalid JSON at line 1, column 10 (position 9): string is not terminated');
  });

  it('single quotes', () => {
    expect(syntaxError("{'name': 1}").message).toBe('invalid JSON at line 1, column 2 (position 1): expected a property name in double quotes, got "\'"');
  });

  it('text after the value', () => {
    expect(syntaxError('{} x').message).toBe('invalid JSON at line 1, column 4 (position 3): unexpected "x" after the end of the JSON value');
  });

  it('a raw line break inside a string', () => {
    expect(syntaxError('{"name": "a\nb"}').message).toBe('invalid JSON at line 1, column 12 (position 11): control character (such as a raw line break) inside a string');
  });

  it('a bad number and a bad escape', () => {
    expect(syntaxError('[01]').message).toContain('position 2): malformed number');
    expect(syntaxError('["\\x"]').message).toContain('position 2): malformed escape in a string');
  });

  it('is a TemplateFileError too, so callers catch one kind', () => {
    expect(syntaxError('{')).toBeInstanceOf(TemplateFileError);
  });

  it('the scanner agrees with JSON.parse on valid texts', () => {
    for (const text of ['{}', '[]', '"x"', '-0.5e+3', 'true', 'null', '{"a":[1,{"b":"\\u00e9\\n"}]}', ' [ 1 , 2 ] ', templateFileText(readTemplateFile(sampleFile()), {}, 2)]) {
      expect(findJsonSyntaxError(text)).toBeUndefined();
    }
  });

  it('survives deep nesting', () => {
    expect(syntaxError('['.repeat(100_000)).message).toContain('unexpected end of the text');
  });
});

describe('parseTemplateText: valid texts', () => {
  it('reads a file, with or without a byte order mark', () => {
    const text = JSON.stringify(sampleFile());
    expect(parseTemplateText(text)).toEqual(readTemplateFile(sampleFile()));
    expect(parseTemplateText(`\uFEFF${text}`)).toEqual(readTemplateFile(sampleFile()));
  });

  it('reports format problems after a successful parse', () => {
    expect(() => parseTemplateText('{"format": "gridcast/0"}')).toThrow('format: expected "gridcast/1", got "gridcast/0"');
  });
});

describe('prototype pollution', () => {
  const withKey = (path: string, key = '__proto__'): string => {
    const file = sampleFile();
    const text = JSON.stringify(file);
    // JSON.stringify cannot write a "__proto__" key from an object literal, so splice it into the text.
    return text.replace(path, `${path}"${key}":{"polluted":true},`);
  };

  it.each([
    ['a sheet id', '"sheetsById":{', 'sheetsById.__proto__: the key "__proto__" is not allowed'],
    ['a cell field', '"c1&r1":{', 'sheetsById.ab12cd34.cellsById.c1&r1.__proto__: the key "__proto__" is not allowed'],
    ['a cell id', '"cellsById":{', 'sheetsById.ab12cd34.cellsById.__proto__: expected a cell id (column id & row id), got "__proto__"'],
    ['a chart field', '"ch1":{', 'sheetsById.ab12cd34.chartsById.ch1.__proto__: the key "__proto__" is not allowed'],
    ['a conditional format id', '"conditionalFormatsById":{', 'conditionalFormatsById.__proto__: the key "__proto__" is not allowed'],
    ['a test shadow input', '"input":{', 'testShadowsById.1.input.__proto__: the key "__proto__" is not allowed'],
    ['the settings', '"settings":{', 'settings.__proto__: the key "__proto__" is not allowed'],
    ['a rows record', '"rowsById":{', 'sheetsById.ab12cd34.rowsById.__proto__: row "__proto__" is not listed in rowIds'],
  ])('refuses "__proto__" as %s and pollutes nothing', (_name, path, message) => {
    const text = withKey(path);
    expect(text).toContain('"__proto__"');
    expect(() => parseTemplateText(text)).toThrow(message);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('treats "constructor" and "prototype" as ordinary keys of plugin records', () => {
    const text = withKey('"cf1":{', 'constructor').replace('"p1":{', '"p1":{"prototype":1,');
    const workbook = parseTemplateText(text);
    expect((workbook.conditionalFormatsById.cf1 as Record<string, unknown>).constructor).toEqual({ polluted: true });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
