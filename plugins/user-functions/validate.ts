import { NAME_LENGTH_LIMIT } from '../workbook/index.js';

/**
 * The name rules of SPEC section 5 for a user function: trimmed, not blank, at most 250 characters, only
 * letters, digits and underscores, not beginning with "true"/"false" or a digit, and not the name of
 * another user function or a built-in (case-insensitive). Returns the trimmed name or the message.
 */
export function checkUserFunctionName(
  raw: string,
  taken: { readonly builtins: ReadonlySet<string>; readonly others: readonly string[] },
): { ok: true; name: string } | { ok: false; error: string } {
  const name = raw.trim();
  if (!name) return { ok: false, error: "Names can't be blank" };
  if (name.length > NAME_LENGTH_LIMIT) return { ok: false, error: `Names can't exceed ${NAME_LENGTH_LIMIT} characters` };
  if (!/^[A-Za-z0-9_]+$/.test(name)) return { ok: false, error: 'Names can only contain letters, digits and underscores' };
  if (/^(true|false)/i.test(name)) return { ok: false, error: 'Names can\'t begin with "true" or "false"' };
  if (/^[0-9]/.test(name)) return { ok: false, error: "Names can't begin with a number" };
  const upper = name.toUpperCase();
  if (taken.builtins.has(upper) || taken.others.some((other) => other.toUpperCase() === upper)) return { ok: false, error: 'Function name already in use' };
  return { ok: true, name };
}
