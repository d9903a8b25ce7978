/**
 * SQLite statements that keep their plan (docs/decisions/0006-rush-path.md, "Statements prepared once, for real").
 *
 * SQLite may mark a statement to be prepared again when a parameter's value could change its plan: a `col = ?` the
 * planner weighs in a query of several tables, a `LIMIT ?`, a `LIKE ?`. better-sqlite3 clears a statement's bindings
 * after every run, and clearing them expires any statement so marked: every run of such a statement then parsed and
 * planned its SQL again, and better-sqlite3 compiled a new row function for it (a `Function`), 40–60 µs a run for
 * the session lookup's five-table join against 5 µs once fixed (measured). A parameter written `+?` is the same value
 * (SQLite's unary plus changes nothing, and a bound parameter has no affinity to lose) but not a bare parameter, so
 * nothing marks the statement and it is planned once, as if the value were unknown, which is how it was planned at
 * the first run anyway. Indexes are used as before: the `+` is on the value's side, never on a column's.
 */

/** The SQL text with every parameter (`?`, `?NNN`) outside quotes and comments written `+?`. */
export function stablePlanSql(text: string): string {
  let out = '';
  let from = 0;
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === "'" || c === '"' || c === '`' || c === '[') {
      i = quotedEnd(text, i, c === '[' ? ']' : c);
    } else if (c === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
    } else if (c === '?') {
      out += `${text.slice(from, i)}+`;
      from = i;
      i += 1;
    } else {
      i += 1;
    }
  }
  return out + text.slice(from);
}

/** The index just past a quoted name or string starting at `start` (a doubled closing quote stays inside it). */
function quotedEnd(text: string, start: number, close: string): number {
  let i = start + 1;
  while (i < text.length) {
    if (text[i] !== close) i += 1;
    else if (close !== ']' && text[i + 1] === close) i += 2;
    else return i + 1;
  }
  return text.length;
}
