import { Fragment, type CSSProperties } from 'react';
import type { Suggestion } from './formula-text.js';
import type { SignatureHelp } from './function-signature.js';
import type { FormulaAssist } from './use-formula-assist.js';

/** Ids tying the input to its popup, for `aria-controls`, `aria-activedescendant` and `aria-describedby`. */
export const assistIds = (base: string) => ({ list: `${base}-suggestions`, option: (index: number) => `${base}-suggestion-${index}`, help: `${base}-help` });

/** The input's ARIA attributes for its suggestions and argument help. */
export function assistAria(base: string, assist: FormulaAssist) {
  const ids = assistIds(base);
  const open = assist.offered.length > 0;
  return {
    'aria-autocomplete': 'list' as const,
    'aria-expanded': open,
    'aria-controls': open ? ids.list : undefined,
    'aria-activedescendant': open ? ids.option(assist.chosen) : undefined,
    'aria-describedby': assist.help ? ids.help : undefined,
  };
}

const KIND_LABELS: Partial<Record<Suggestion['kind'], string>> = { name: 'named range', input: 'input' };

function SuggestionText({ item }: { item: Suggestion }) {
  if (item.kind === 'function' && item.detail) {
    const open = item.detail.indexOf('(');
    return (
      <>
        <span className="assist-signature">
          <b>{item.detail.slice(0, open)}</b>
          {item.detail.slice(open)}
        </span>
        {item.description && <span className="assist-description">{item.description}</span>}
      </>
    );
  }
  const kind = KIND_LABELS[item.kind];
  return (
    <span className="assist-signature">
      <b>{item.name}</b>
      {kind && <span className="assist-kind">{item.detail ? ` ${kind} ${item.detail}` : ` ${kind}`}</span>}
    </span>
  );
}

/** The function's syntax with the argument being typed marked, and what the function gives. */
function ArgumentHelp({ help, id }: { help: SignatureHelp; id: string }) {
  const { signature, active, info } = help;
  return (
    <div className="assist-help" role="tooltip" id={id}>
      <span className="assist-signature">
        <b>{signature.name}</b>(
        {signature.parameters.map((parameter, index) => (
          <Fragment key={index}>
            {index > 0 && ', '}
            {index === active ? <strong className="assist-current">{parameter}</strong> : parameter}
          </Fragment>
        ))}
        )
      </span>
      <span className="assist-description">{info.description}</span>
    </div>
  );
}

export interface FormulaAssistPopupProps {
  readonly assist: FormulaAssist;
  /** The id base shared with the input's `assistAria`. */
  readonly idBase: string;
  /** Where the popup sits (absolute, in the input's positioned container). */
  readonly style: CSSProperties;
}

/**
 * The suggestions (each with its syntax and description) or, while a call's arguments are typed, the
 * function's help: shown under the cell editor and under the formula bar alike.
 */
export function FormulaAssistPopup({ assist, idBase, style }: FormulaAssistPopupProps) {
  const ids = assistIds(idBase);
  if (assist.offered.length > 0) {
    return (
      <ul className="assist" id={ids.list} role="listbox" aria-label="Suggestions" style={style}>
        {assist.offered.map((item, index) => (
          <li
            key={`${item.kind}:${item.name}`}
            id={ids.option(index)}
            role="option"
            aria-selected={index === assist.chosen}
            // mousedown, not click: a click would blur the input (and commit the edit) first.
            onMouseDown={(event) => {
              event.preventDefault();
              assist.accept(index);
            }}
          >
            <SuggestionText item={item} />
          </li>
        ))}
      </ul>
    );
  }
  if (!assist.help) return null;
  return (
    <div className="assist" style={style}>
      <ArgumentHelp help={assist.help} id={ids.help} />
    </div>
  );
}
