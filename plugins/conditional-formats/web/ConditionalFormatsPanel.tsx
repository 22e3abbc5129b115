import { ChevronDown, ChevronUp, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useHost } from '../../../web/plugin-api/index.js';
import { Button, IconButton } from '../../../web/ui/Button.js';
import { EmptyState } from '../../../web/ui/EmptyState.js';
import { List } from '../../../web/ui/List.js';
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
 * order they apply (drag a rule, or use its Move up / Move down, to reorder), each marked when it cannot be
 * evaluated; Add rule opens the form over the selection. With no rule on the sheet the form opens at once.
 */
export function ConditionalFormatsPanel() {
  const host = useHost();
  const { workbook, sheet, area, run, session } = host;
  const all = readRules(workbook.conditionalFormatsById);
  const onSheet = all.filter((rule) => rule.ranges.some((range) => range.sheetId === sheet.id));
  const [draft, setDraft] = useState<RuleDraft | null>(() => (onSheet.length === 0 ? newDraft(area) : null));
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
  const neighbour = (id: string, step: number) => onSheet[onSheet.findIndex((rule) => rule.id === id) + step]?.id;
  const name = (rule: ConditionalFormat) => ruleName(rule, workbook, sheet.id);

  return (
    <div className="cf-panel">
      <List
        label="Conditional format rules"
        items={onSheet}
        itemKey={(rule) => rule.id}
        itemLabel={name}
        onMove={move}
        empty={<EmptyState icon={Plus} title="No conditional formatting on this sheet" />}
        renderItem={(rule) => (
          <>
            <span className="cf-swatch" style={previewStyle(rule.format)} aria-hidden>
              123
            </span>
            <Button variant="ghost" className="cf-rule-main" onClick={() => setDraft(draftOf(rule, workbook, sheet.id))} aria-label={`Edit ${name(rule)}`}>
              <span className="cf-rule-condition">{describeCondition(rule.condition)}</span>
              <span className="cf-rule-range">{rangesText(workbook, rule.ranges, sheet.id)}</span>
              {problems.has(rule.id) && (
                <span className="cf-problem" role="note">
                  {problems.get(rule.id)}
                </span>
              )}
            </Button>
          </>
        )}
        renderActions={(rule) => {
          const above = neighbour(rule.id, -1);
          const below = neighbour(rule.id, 1);
          return (
            <>
              <IconButton size="sm" icon={ChevronUp} label="Move up" disabled={!above} onClick={() => above && move(rule.id, above)} />
              <IconButton size="sm" icon={ChevronDown} label="Move down" disabled={!below} onClick={() => below && move(rule.id, below)} />
              <IconButton size="sm" icon={Trash2} label="Delete rule" onClick={() => void run('conditional-formats.delete', { id: rule.id })} />
            </>
          );
        }}
      />
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
