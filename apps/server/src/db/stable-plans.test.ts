import { describe, expect, it } from 'vitest';
import { stablePlanSql } from './stable-plans.ts';

describe('parameters written so that SQLite plans a statement once', () => {
  it('writes each parameter +?, and leaves quotes and comments as they are', () => {
    expect(stablePlanSql('select * from "t" where "a" = ? and "b" in (?, ?) limit ?')).toBe(
      'select * from "t" where "a" = +? and "b" in (+?, +?) limit +?',
    );
    expect(stablePlanSql('update t set a = ?1 where b = ?2')).toBe('update t set a = +?1 where b = +?2');
    expect(stablePlanSql(`select 'a?b', 'it''s ?', "c?""d", \`e?\`, [f?] from t where g = ?`)).toBe(
      `select 'a?b', 'it''s ?', "c?""d", \`e?\`, [f?] from t where g = +?`,
    );
    expect(stablePlanSql('select ? -- a comment?\n, /* another? */ ?')).toBe(
      'select +? -- a comment?\n, /* another? */ +?',
    );
    expect(stablePlanSql("select 'unclosed ?")).toBe("select 'unclosed ?");
    expect(stablePlanSql('select 1')).toBe('select 1');
  });
});
