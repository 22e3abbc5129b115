import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { DataPresetPicker, useHost, useSubject } from '../../../web/plugin-api/index.js';
import { Button, IconButton } from '../../../web/ui/Button.js';
import type { TestShadow } from '../../workbook/model/index.js';
import { checkTestShadow, DEFAULT_TEST_SHADOW_NAME, defaultTestInput, type OutputCheck, type TestStatus } from '../index.js';
import { useInputText } from './input-text.js';
import './test-shadows.css';

const STATUS_TEXT: Record<TestStatus, string> = { passed: 'Pass', failed: 'Fail', skipped: 'No expected outputs' };

const json = (value: unknown): string => (value === undefined ? '' : JSON.stringify(value, null, 2));

/**
 * The Inputs / Outputs editor (SPEC section 2, File > Edit inputs / outputs): the template's test shadows,
 * the selected one's JSON input (the grid shows the sheets computed for it), its outputs computed live, and
 * its expected outputs with a pass or fail mark per output, as `gridcast test` compares them.
 */
export function TestShadowsEditor() {
  const { workbook, run } = useHost();
  const shadows = useMemo(() => Object.values(workbook.testShadowsById).sort((a, b) => a.id - b.id), [workbook.testShadowsById]);
  const [selectedId, setSelectedId] = useState<number | undefined>(shadows[0]?.id);
  const selected = shadows.find((shadow) => shadow.id === selectedId) ?? shadows[0];
  const add = async () => {
    const id = shadows.reduce((max, shadow) => Math.max(max, shadow.id), 0) + 1;
    if (await run('test-shadows.add', {})) setSelectedId(id);
  };
  // A listbox is one tab stop: Up, Down, Home and End choose a shadow and take focus with the choice.
  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const at = shadows.findIndex((shadow) => shadow.id === selected?.id);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: shadows.length - 1 }[event.key];
    if (next === undefined || next < 0 || next >= shadows.length) return;
    event.preventDefault();
    setSelectedId(shadows[next].id);
    (event.currentTarget.children[next] as HTMLElement | undefined)?.focus();
  };
  return (
    <section className="test-shadows" aria-label="Inputs / Outputs">
      <div className="test-shadows-list">
        <h2>Test shadows</h2>
        <ul role="listbox" aria-label="Test shadows" onKeyDown={onListKey}>
          {shadows.map((shadow) => (
            <li key={shadow.id} role="option" aria-selected={shadow.id === selected?.id} tabIndex={shadow.id === selected?.id ? 0 : -1} onClick={() => setSelectedId(shadow.id)}>
              {shadow.name}
            </li>
          ))}
        </ul>
        <Button size="sm" icon={Plus} onClick={() => void add()}>
          Add test shadow
        </Button>
      </div>
      {selected ? <SelectedShadow key={selected.id} shadow={selected} /> : <p className="test-shadows-empty">No test shadows yet: add one to try the template with a sample input.</p>}
    </section>
  );
}

function SelectedShadow({ shadow }: { shadow: TestShadow }) {
  const { session, kernel, workbook, run } = useHost();
  const { engine } = session;
  const revision = useSubject(session.revision$);
  // The grid shows this shadow's input while it is selected, and the template's default test input afterwards.
  useEffect(() => session.setInput(shadow.input ?? {}), [session, shadow.input]);
  useEffect(() => () => session.setInput(defaultTestInput(kernel.store.state)), [session, kernel]);
  const result = useMemo(() => checkTestShadow(workbook, shadow, (sheetId, row, col) => engine.getValue(sheetId, row, col)), [workbook, shadow, engine, revision]);
  const initialText = shadow.inputText ?? json(shadow.input ?? {});
  const input = useInputText(initialText, (value, text) => void run('test-shadows.set-input', { id: shadow.id, input: value, inputText: text }));
  const [name, setName] = useState(shadow.name);
  useEffect(() => setName(shadow.name), [shadow.name]);
  // A blank name becomes Untitled on blur, also when it was Untitled already (the command then changes nothing).
  const rename = (text: string) => {
    setName(text.trim() || DEFAULT_TEST_SHADOW_NAME);
    void run('test-shadows.rename', { id: shadow.id, name: text });
  };
  return (
    <>
      <div className="test-shadows-input">
        <label className="ui-field">
          <span className="ui-label">Name</span>
          <input className="ui-input" value={name} onChange={(event) => setName(event.target.value)} onBlur={() => rename(name)} onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()} />
        </label>
        <label className="ui-field">
          <span className="ui-label">Input (JSON)</span>
          <textarea className="ui-input json-input" spellCheck={false} value={input.text} onChange={(event) => input.setText(event.target.value)} aria-invalid={!input.valid} />
        </label>
        {!input.valid && <p className="ui-field-error" aria-live="polite">Not a valid JSON object: the last valid input is used.</p>}
        <div className="test-shadows-actions">
          <DataPresetPicker onPick={(preset) => void run('test-shadows.set-input', { id: shadow.id, input: preset })} />
          <IconButton icon={Trash2} label={`Delete ${shadow.name}`} onClick={() => void run('test-shadows.delete', { id: shadow.id })} />
        </div>
      </div>
      <div className="test-shadows-outputs">
        <div className="test-shadows-outputs-head">
          <h2>Outputs</h2>
          <span className={`test-status ${result.status}`} aria-live="polite" data-testid="test-shadow-status">
            {STATUS_TEXT[result.status]}
          </span>
          <Button size="sm" onClick={() => void run('test-shadows.set-expected', { id: shadow.id, expectedOutputs: result.outputs })}>
            Set as expected
          </Button>
          {shadow.expectedOutputs !== undefined && (
            <Button size="sm" variant="ghost" onClick={() => void run('test-shadows.set-expected', { id: shadow.id })}>
              Clear expected
            </Button>
          )}
        </div>
        {result.checks.length === 0 ? <p>This template has no outputs: flag a named range as an output.</p> : <OutputTable checks={result.checks} />}
      </div>
    </>
  );
}

function OutputTable({ checks }: { checks: readonly OutputCheck[] }) {
  return (
    <table className="test-outputs" aria-label="Outputs">
      <thead>
        <tr>
          <th>Output</th>
          <th>Value</th>
          <th>Expected</th>
          <th>Result</th>
        </tr>
      </thead>
      <tbody>
        {checks.map((check) => (
          <tr key={check.key}>
            <th scope="row">{check.key}</th>
            <td><pre>{json(check.actual)}</pre></td>
            <td><pre>{json(check.expected)}</pre></td>
            <td className={`test-status ${check.status}`} title={check.differences.map((d) => `${d.path || check.key}: expected ${JSON.stringify(d.expected)}, got ${JSON.stringify(d.actual)}`).join('\n')}>
              {STATUS_TEXT[check.status]}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
