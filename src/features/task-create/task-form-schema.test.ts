import { describe, expect, it } from 'vitest';
import { sq } from './i18n/sq';
import { createTaskFormSchema, EMPTY_TASK_FORM, MAX_TASK_DESCRIPTION_CHARS, type TaskFormContext, type TaskFormValues, type Translate } from './task-form-schema';

/** The Albanian texts, as the page passes them through i18next. */
const t: Translate = (key, options) => {
  const text = sq.validation[key.slice('validation.'.length) as keyof typeof sq.validation];
  return options ? text.replace('{{max}}', String(options.max)) : text;
};

const VALID: TaskFormValues = {
  name: ' Takim në lagje ',
  description: 'Takim me banorët',
  start_date: '01-12-2026',
  start_time: '09:30',
  end_date: '03-12-2026',
  end_time: '',
  task_type_id: '4',
  task_priority_id: '2',
  is_qrcode: true,
  members: [
    { member_id: 7, name: 'Dritë', surname: 'Dervishi' },
    { member_id: 9, name: 'Gëzim', surname: 'Çela' },
  ],
};

function messages(values: TaskFormValues, context: TaskFormContext = { offsetHours: 1 }): Record<string, string[]> {
  const result = createTaskFormSchema(t, context).safeParse(values);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('the task form schema (spec 01 §5)', () => {
  it('an empty form gives each required field its own message', () => {
    expect(messages(EMPTY_TASK_FORM)).toEqual({
      name: ['Ju lutemi vini titullin'],
      description: ['Ju lutemi vini përshkrimin'],
      start_date: ['Ju lutemi vini datën e fillimit'],
      end_date: ['Ju lutemi vini datën e mbarimit'],
      task_type_id: ['Ju lutemi zgjidhni llojin e detyrës'],
      task_priority_id: ['Ju lutemi zgjidhni prioritetin'],
    });
  });

  it('spaces alone are no title or description', () => {
    expect(messages({ ...VALID, name: '   ', description: '\n ' })).toEqual({ name: ['Ju lutemi vini titullin'], description: ['Ju lutemi vini përshkrimin'] });
  });

  it('the description takes 500 characters, not 501', () => {
    expect(messages({ ...VALID, description: 'a'.repeat(MAX_TASK_DESCRIPTION_CHARS) })).toEqual({});
    expect(messages({ ...VALID, description: 'a'.repeat(MAX_TASK_DESCRIPTION_CHARS + 1) })).toEqual({
      description: ['Përshkrimi mund të ketë deri në 500 karaktere.'],
    });
  });

  it('dates are typed dd-mm-yyyy with a year 19xx or 20xx, and real days', () => {
    const format = 'Data duhet të jetë në formatin dd-mm-vvvv (viti 19xx ose 20xx).';
    expect(messages({ ...VALID, start_date: '01-12-1899' })).toEqual({ start_date: [format] });
    expect(messages({ ...VALID, start_date: '30-02-2026', end_date: '03-12-2126' })).toEqual({ start_date: [format], end_date: [format] });
    expect(messages({ ...VALID, start_date: '2026-12-01' })).toEqual({ start_date: [format] });
    expect(messages({ ...VALID, start_date: '01-12-1999' })).toEqual({});
    expect(messages({ ...VALID, start_time: '25:00' })).toEqual({ start_time: ['Ora duhet të jetë në formatin hh:mm.'] });
  });

  it('the end may not come before the start, also on the same day; the rule shows beside other messages', () => {
    const before = { end_date: ['Data e mbarimit nuk mund të jetë para datës së fillimit.'] };
    expect(messages({ ...VALID, end_date: '30-11-2026' })).toEqual(before);
    expect(messages({ ...VALID, end_date: '01-12-2026', end_time: '09:00' })).toEqual(before);
    expect(messages({ ...VALID, end_date: '01-12-2026', end_time: '09:30' })).toEqual({});
    expect(messages({ ...VALID, name: '', end_date: '30-11-2026' })).toEqual({ name: ['Ju lutemi vini titullin'], ...before });
  });

  it('sends ISO date-times in UTC with a Z (HH:mm:ss), times typed in the display zone; no time is the whole day', () => {
    const result = createTaskFormSchema(t, { offsetHours: 1 }).parse(VALID);
    expect(result).toEqual({
      name: 'Takim në lagje',
      description: 'Takim me banorët',
      start_date: '2026-12-01T08:30:00Z',
      end_date: '2026-12-03T22:59:00Z',
      task_type_id: 4,
      task_priority_id: 2,
      is_qrcode: true,
      member_ids: [7, 9],
    });
    expect(createTaskFormSchema(t, { offsetHours: -5 }).parse({ ...VALID, start_time: '' }).start_date).toBe('2026-12-01T05:00:00Z');
  });

  it("converts Tirana's times with the offset of the task's own date: summer GMT+2, winter GMT+1", () => {
    const summer = { ...VALID, start_date: '01-07-2026', start_time: '09:00', end_date: '01-07-2026', end_time: '' };
    expect(createTaskFormSchema(t, { offsetHours: 1 }).parse(summer)).toMatchObject({ start_date: '2026-07-01T07:00:00Z', end_date: '2026-07-01T21:59:00Z' });
    const winter = { ...summer, start_date: '01-12-2026', end_date: '01-12-2026' };
    expect(createTaskFormSchema(t, { offsetHours: 1 }).parse(winter)).toMatchObject({ start_date: '2026-12-01T08:00:00Z', end_date: '2026-12-01T22:59:00Z' });
    // A fixed choice stays fixed in summer.
    expect(createTaskFormSchema(t, { offsetHours: 2 }).parse(winter).start_date).toBe('2026-12-01T07:00:00Z');
  });

  it('a member chosen twice is sent once', () => {
    const twice = { ...VALID, members: [...VALID.members, { member_id: 7, name: 'Dritë', surname: 'Dervishi' }] };
    expect(createTaskFormSchema(t, { offsetHours: 1 }).parse(twice).member_ids).toEqual([7, 9]);
  });

  describe('a sub-task', () => {
    // The parent runs 1 Dec 08:00 UTC (09:00 in Tirana) to 10 Dec 17:00 UTC.
    const parent = { start_date: '2026-12-01T08:00:00Z', end_date: '2026-12-10T17:00:00Z' };
    const outside = 'Datat e nën-detyrës duhet të jenë brenda datave të detyrës kryesore.';

    it('checks its own dates, not its parent’s (the original’s defect)', () => {
      expect(messages({ ...VALID, start_date: '' }, { offsetHours: 1, parent })).toEqual({ start_date: ['Ju lutemi vini datën e fillimit'] });
      expect(messages({ ...VALID, end_date: '01-13-2026' }, { offsetHours: 1, parent })).toEqual({
        end_date: ['Data duhet të jetë në formatin dd-mm-vvvv (viti 19xx ose 20xx).'],
      });
    });

    it('must lie inside the parent’s start and end', () => {
      expect(messages({ ...VALID, start_time: '09:00', end_date: '10-12-2026', end_time: '18:00' }, { offsetHours: 1, parent })).toEqual({});
      expect(messages({ ...VALID, start_time: '08:59' }, { offsetHours: 1, parent })).toEqual({ start_date: [outside] });
      expect(messages({ ...VALID, end_date: '10-12-2026', end_time: '18:01' }, { offsetHours: 1, parent })).toEqual({ end_date: [outside] });
      expect(messages({ ...VALID, start_date: '01-11-2026', end_date: '11-12-2026' }, { offsetHours: 1, parent })).toEqual({ start_date: [outside], end_date: [outside] });
    });

    it('still needs a type and a priority', () => {
      expect(messages({ ...VALID, task_type_id: '', task_priority_id: '' }, { offsetHours: 1, parent: { ...parent, start_date: '2026-11-01T00:00:00Z' } })).toEqual({
        task_type_id: ['Ju lutemi zgjidhni llojin e detyrës'],
        task_priority_id: ['Ju lutemi zgjidhni prioritetin'],
      });
    });
  });
});
