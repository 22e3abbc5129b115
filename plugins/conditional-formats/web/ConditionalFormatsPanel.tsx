import { ChevronDown, ChevronUp, GripVertical, Plus, Trash2 } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { useHost } from '../../../web/plugin-api/index.js';
import { Button, IconButton } from '../../../web/ui/Button.js';
import { EmptyState } from '../../../web/ui/EmptyState.js';
import { describeCondition } from '../labels.js';
import type { ConditionalFormat } from '../model.js';
import { rangesText } from '../ranges.js';
import { readRules } from '../rules.js';
import { evaluatorOf } from './evaluators.js';
import { draftOf, newDraft, previewStyle, type RuleDraft } from './rule-draft.js';
import { RuleForm } from './RuleForm.js';
import './conditional-formats.css';

/**
 * The Conditional Formatting section (SPEC section 2): the rules with a range on this sheet, in the
 * order they apply (drag a rule, or use its arrows, to reorder), each marked when it cannot be
 * evaluated; Add rule opens the form over the selection. With no rule on the sheet the form opens at once.
 */
export function ConditionalFormatsPanel() {
  const host = useHost();
  const { workbook, sheet, area, run, session } = host;
  const all = readRules(workbook.conditionalFormatsById);
  const onSheet = all.filter((rule) => rule.ranges.some((range) => range.sheetId === sheet.id));
  const [draft, setDraft] = useState<RuleDraft | null>(() => (onSheet.length === 0 ? newDraft(area) : null));
  const [dragged, setDragged] = useState<string | null>(null);
  const problems = evaluatorOf(session.engine)?.problems() ?? new Map<string, string>();

  if (draft) {
    const done = async () => {
      const condition = { type: draft.type, input1: draft.input1, input2: draft.input2 };
      const ok = draft.id
        ? await run('conditional-formats.update', { id: draft.id, sheetId: sheet.id, ranges: draft.ranges, condition, format: draft.format })
        : await run('conditional-formats.add', { sheetId: sheet.id, ranges: draft.ranges, condition, format: draft.format });
      if (ok) setDraft(null);
    };
    return <RuleForm draft={draft} onChange={setDraft} onDone={() => void done()} onCancel={() => setDraft(null)} />;
  }

  /** Moves a rule to sit where `target` is, among all rules (those of other sheets keep their places). */
  const move = (id: string, target: string) => {
    if (id === target) return;
    const ids = all.map((rule) => rule.id);
    const from = ids.indexOf(id);
    const to = ids.indexOf(target);
    ids.splice(from, 1);
    ids.splice(to, 0, id);
    void run('conditional-formats.reorder', { ids });
  };
  const neighbour = (index: number) => onSheet[index]?.id;
  const dropOn = (target: string) => (event: DragEvent) => {
    event.preventDefault();
    if (dragged) move(dragged, target);
    setDragged(null);
  };

  return (
    <div className="cf-panel">
      {onSheet.length === 0 ? (
        <EmptyState icon={Plus} title="No conditional formatting on this sheet" />
      ) : (
        <ul className="cf-list" aria-label="Conditional format rules">
          {onSheet.map((rule, index) => (
            <li
              key={rule.id}
              className={dragged === rule.id ? 'cf-rule cf-rule-dragged' : 'cf-rule'}
              draggable
              aria-label={ruleName(rule, workbook, sheet.id)}
              onDragStart={(event) => {
                event.dataTransfer.setData('text/plain', rule.id);
                setDragged(rule.id);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={dropOn(rule.id)}
              onDragEnd={() => setDragged(null)}
            >
              <GripVertical className="cf-grip" size={16} aria-hidden />
              <span className="cf-swatch" style={previewStyle(rule.format)} aria-hidden>
                123
              </span>
              <button type="button" className="cf-rule-main" onClick={() => setDraft(draftOf(rule, workbook, sheet.id))} aria-label={`Edit ${ruleName(rule, workbook, sheet.id)}`}>
                <span className="cf-rule-condition">{describeCondition(rule.condition)}</span>
                <span className="cf-rule-range">{rangesText(workbook, rule.ranges, sheet.id)}</span>
                {problems.has(rule.id) && (
                  <span className="cf-problem" role="note">
                    {problems.get(rule.id)}
                  </span>
                )}
              </button>
              <span className="cf-rule-actions">
                <IconButton size="sm" icon={ChevronUp} label="Move up" disabled={index === 0} onClick={() => move(rule.id, neighbour(index - 1)!)} />
                <IconButton size="sm" icon={ChevronDown} label="Move down" disabled={index === onSheet.length - 1} onClick={() => move(rule.id, neighbour(index + 1)!)} />
                <IconButton size="sm" icon={Trash2} label="Delete rule" onClick={() => void run('conditional-formats.delete', { id: rule.id })} />
              </span>
            </li>
          ))}
        </ul>
      )}
      <Button icon={Plus} onClick={() => setDraft(newDraft(area))}>
        Add another rule
      </Button>
    </div>
  );
}

/** A rule's accessible name: its condition and where it applies. */
function ruleName(rule: ConditionalFormat, workbook: Parameters<typeof rangesText>[0], sheetId: string): string {
  return `${describeCondition(rule.condition)} on ${rangesText(workbook, rule.ranges, sheetId)}`;
}
