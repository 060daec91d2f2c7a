import { describe, expect, it } from 'vitest';
import { docProblem } from '../../lib/doc-limits';
import { editSchema, instantText, payloadOf, valuesOf } from './edit-values';
import { taskFixture } from './test-fixtures';

const messages = {
  nameRequired: 'n',
  descriptionRequired: 'd',
  descriptionTooLong: 'dl',
  startRequired: 's',
  endRequired: 'e',
  dateFormat: 'f',
  endBeforeStart: 'eb',
  typeRequired: 't',
  priorityRequired: 'p',
};

describe('the edit form’s values', () => {
  it('shows the task in the display zone (Tirana, GMT+1 in December), days typed dd-mm-yyyy, and sends UTC with a Z', () => {
    const values = valuesOf(taskFixture());
    expect(values).toMatchObject({ startDate: '05-12-2026', startTime: '09:00', endDate: '12-12-2026', endTime: '18:00', typeId: '3', priorityId: '2' });
    expect(instantText('01-01-2026', '00:30')).toBe('2025-12-31T23:30:00Z');
    expect(payloadOf(values)).toMatchObject({ start_date: '2026-12-05T08:00:00Z', end_date: '2026-12-12T17:00:00Z', taskactivity_set: [], task_type_id: 3, task_priority_id: 2 });
  });

  it("uses Tirana's summer time for a summer task: shown and sent with GMT+2", () => {
    const summer = valuesOf(taskFixture({ start_date: '2026-07-14T22:30:00Z', end_date: '2026-07-20T07:00:00Z' }));
    expect(summer).toMatchObject({ startDate: '15-07-2026', startTime: '00:30', endDate: '20-07-2026', endTime: '09:00' });
    expect(instantText('01-07-2026', '09:00')).toBe('2026-07-01T07:00:00Z');
    expect(instantText('01-12-2026', '09:00')).toBe('2026-12-01T08:00:00Z');
    expect(payloadOf(summer)).toMatchObject({ start_date: '2026-07-14T22:30:00Z', end_date: '2026-07-20T07:00:00Z' });
  });

  it('the rules: required fields, 500 characters, year 19xx/20xx, the end not before the start', () => {
    const schema = editSchema(messages);
    const ok = valuesOf(taskFixture());
    expect(schema.safeParse(ok).success).toBe(true);
    const issues = (v: object) => schema.safeParse({ ...ok, ...v }).error?.issues.map((i) => i.message) ?? [];
    expect(issues({ name: ' ', description: '', typeId: '', priorityId: '' })).toEqual(['n', 'd', 't', 'p']);
    expect(issues({ description: 'x'.repeat(501) })).toEqual(['dl']);
    expect(issues({ startDate: '05-12-1899' })).toEqual(['f']);
    expect(issues({ startDate: '2026-12-05' })).toEqual(['f']);
    expect(issues({ endDate: '04-12-2026' })).toEqual(['eb']);
    expect(issues({ endDate: '05-12-2026', endTime: '08:59' })).toEqual(['eb']);
  });

  it('a document is checked as the server checks it', () => {
    expect(docProblem(null)).toBe('required');
    expect(docProblem(new File(['x'], 'a.png'))).toBeNull();
    expect(docProblem(new File(['x'], 'a.html'))).toBe('wrongType');
    expect(docProblem(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'a.pdf'))).toBe('tooLarge');
  });
});
