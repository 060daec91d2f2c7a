import { describe, expect, it } from 'vitest';
import { checkDraft } from './row-form';

describe('checkDraft (the contract’s rules on the row editor)', () => {
  it('trims the name, sends an empty description as null, and points only for task types', () => {
    expect(checkDraft({ name: ' Arsim i lartë ', description: ' ', points: '3' }, false)).toEqual({ ok: true, body: { name: 'Arsim i lartë', description: null } });
    expect(checkDraft({ name: 'Takim', description: 'Në lagje', points: '20' }, true)).toEqual({ ok: true, body: { name: 'Takim', description: 'Në lagje', points: 20 } });
  });

  it('names each broken rule', () => {
    expect(checkDraft({ name: '   ', description: '', points: '0' }, false)).toEqual({ ok: false, problems: { name: 'nameRequired' } });
    expect(checkDraft({ name: 'x'.repeat(201), description: 'y'.repeat(1001), points: '0' }, false)).toEqual({
      ok: false,
      problems: { name: 'nameInvalid', description: 'descriptionInvalid' },
    });
    for (const points of ['', '-1', '1.5', '10001', 'abc']) {
      expect(checkDraft({ name: 'Takim', description: '', points }, true)).toEqual({ ok: false, problems: { points: 'pointsInvalid' } });
    }
  });
});
