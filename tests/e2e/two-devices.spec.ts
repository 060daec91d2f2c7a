import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import type { DiasporaReference, DiasporaReferenceType, MyDiasporaReferences } from '../../src/contract/diaspora-references';
import type { EmigrantReference, MyEmigrantReferences } from '../../src/contract/emigrant-references';
import type { FtvVoter, MyFtvVoters } from '../../src/contract/ftv-voters';
import { editOfListed, type PatronagedEdit } from '../../src/contract/patronaged-edit';
import { SAFETY_LABELS } from '../../src/contract/patronaged-export';
import type { Country, MyVotersColors, PatronagedVoter, PoliticalPreference } from '../../src/contract/patronaged-voters';
import { startFaultProxy, type AnswerHold, type FaultCounts, type FaultProxy } from '../support/fault-proxy';
import { expect, inProcessTest as test } from '../support/in-process-test';
import { mulberry32, type Prng } from '../support/prng';
import { apiGet, apiToken, searchList, signInThroughForm, waitForServiceWorkerReady } from './outreach-helpers';

/**
 * Two devices of one member against a flaky network: two browser contexts signed in as the same
 * member, through the fault proxy (tests/support/fault-proxy.ts) in front of a server of this
 * spec's own. Per seed and area: a few records made through the API (a third device), then rounds
 * of seeded creates, edits, deletes and flag changes on both devices at once, one of them offline
 * for the round (and reloaded with no signal), writes losing answers, answered 503 / 429 or reset,
 * list downloads held back so that they are answered with data older than the writes acknowledged
 * meanwhile. Then the network heals, every conflict is resolved through the screen (keep mine or
 * take the server's, seeded), both devices are reloaded, and:
 * - each device's list (IndexedDB, as the screen lists it) equals the server's (no ghost, no
 *   missing record, no stale field), the count line says the server's total, nothing is pending;
 * - no create made two records;
 * - every field holds what its last writer chose (see `expectedOf`).
 *
 * Seeds: TWO_DEVICE_SEEDS, e.g. "1..3" (the default, what CI runs), "7", "1,4,9-12".
 * The ghost case is a deterministic test of its own at the end; the seeded runs also count a
 * deleted record listed again before the reload (`ghostsBeforeReload`, asserted with
 * TWO_DEVICE_STRICT_GHOSTS=1). Diaspora records are created through
 * the API (the voter picker is a national search); emigrant ones also on the devices. Patronaged
 * voters are neither created nor deleted on a device (the list is the patronager's assignment):
 * their rounds are edits of voters already listed.
 */

const SYNC_TIMEOUT = 30_000;
const ROUNDS = 3;
const OPS_PER_ROUND = 3;
/** The longest a request is held in the proxy (4 s) plus the server's time. */
const PROXY_IDLE_MS = 8_000;

function parseSeeds(text: string): number[] {
  const seeds: number[] = [];
  for (const part of text
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')) {
    const range = /^(\d+)\s*(?:\.\.|-)\s*(\d+)$/.exec(part);
    if (range) for (let s = Number(range[1]); s <= Number(range[2]); s++) seeds.push(s);
    else if (/^\d+$/.test(part)) seeds.push(Number(part));
    else throw new Error(`TWO_DEVICE_SEEDS: cannot read "${part}" (use e.g. "1..3" or "3,7,9-12")`);
  }
  return seeds;
}

const SEEDS = parseSeeds(process.env.TWO_DEVICE_SEEDS ?? '1..3');
/**
 * TWO_DEVICE_AREAS, e.g. "emigrant,diaspora,patronaged". Patronaged voters are not in CI's default
 * yet (issue 32, open): in one run of four its seed 3 ended with a comment the model expected back
 * at null holding device A's value on the server and both devices; not reproduced since.
 */
const AREAS = (process.env.TWO_DEVICE_AREAS ?? 'emigrant,diaspora').split(',').map((name) => name.trim());

// ---------------------------------------------------------------- areas

/** A record's comparable fields (flat). */
type Fields = Record<string, string | number | boolean | null>;

interface Member {
  username: string;
  password: string;
}

interface Area {
  name: 'emigrant' | 'diaspora' | 'patronaged';
  member: Member;
  /** The screen's path and its test-id prefix. */
  path: string;
  prefix: string;
  isWrite: (method: string, pathname: string) => boolean;
  isList: (method: string, pathname: string) => boolean;
  /** The member's records on the server, by id, with their fields. */
  serverList: (request: APIRequestContext, token: string) => Promise<Map<string, Fields>>;
  /** The member's records as the device lists them (its IndexedDB), by key. */
  deviceList: (page: Page) => Promise<Map<string, Fields>>;
  /** The records of this seed made through the API before the devices open: their ids and fields. */
  setup: (request: APIRequestContext, token: string, seed: number, count: number) => Promise<Map<string, Fields>>;
  /** Narrows the list to one record (by the fields it never loses) and returns its row. */
  find: (page: Page, fields: Fields, key: string | null) => Promise<Locator>;
  /** Opens the edit form (or the conflict view) of a row. */
  openEdit: (row: Locator) => Promise<void>;
  /** Fills an edit and saves it; returns the fields the member chose (as the form held them). */
  edit: (page: Page, rng: Prng, tag: string) => Promise<Fields>;
  /** A delete through the screen (absent: the device cannot delete in this area). */
  del?: (page: Page, row: Locator) => Promise<void>;
  /** Changes some flags; returns the flags changed and their new values (empty: this area has none). */
  flags?: (page: Page, row: Locator, rng: Prng) => Promise<Fields>;
  /** A create through the screen; returns the new record's fields (null: not in this area). */
  create?: (page: Page, rng: Prng, seed: number, n: number) => Promise<Fields>;
  /** The record's identity among this seed's: what never changes (a created record's name, a voter). */
  identity: (fields: Fields) => string;
  /** The count line's number as shown (the list unfiltered). */
  countShown: (page: Page) => Promise<number>;
}

/** Every page of a member's list (pages of 1000, the most the server gives). */
async function allPages<T>(request: APIRequestContext, token: string, path: string): Promise<T[]> {
  const out: T[] = [];
  for (let offset = 0; ; offset += 1000) {
    const page = (await apiGet<{ data: T[] }>(request, token, `${path}?offset=${offset}&limit=1000`)).data;
    out.push(...page);
    if (page.length < 1000) return out;
  }
}

/** Reads one object store of the device's IndexedDB. */
async function readStore(page: Page, store: string): Promise<unknown[]> {
  return page.evaluate(
    (name) =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('terren');
        open.onerror = () => reject(new Error('cannot open IndexedDB'));
        open.onsuccess = () => {
          const read = open.result.transaction(name, 'readonly').objectStore(name).getAll();
          read.onsuccess = () => resolve(read.result as unknown[]);
          read.onerror = () => reject(new Error(`cannot read ${name}`));
        };
      }),
    store,
  );
}

interface StoredEditable {
  key: string;
  outboxId?: string;
  state: { exists: boolean; value: Record<string, unknown> | null };
}

const EMIGRANT_EDIT = ['name', 'surname', 'phone', 'city', 'city_albania', 'referues_name'] as const;

function emigrantFields(value: Record<string, unknown>, countryId: number): Fields {
  const out: Fields = { country_id: countryId };
  for (const field of EMIGRANT_EDIT) {
    const v = value[field];
    out[field] = typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
  }
  return out;
}

const emigrant: Area & Pick<Required<Area>, 'del'> = {
  name: 'emigrant',
  member: { username: 'anetar', password: 'demo' },
  path: '/emigrant',
  prefix: 'emigrant',
  isWrite: (method, pathname) => method !== 'GET' && pathname.startsWith('/api/patronage/emigrant-reference/'),
  isList: (method, pathname) => method === 'GET' && pathname === '/api/patronage/my-emigrant-references/',
  async serverList(request, token) {
    const list = await allPages<MyEmigrantReferences['data'][number]>(request, token, '/api/patronage/my-emigrant-references/');
    return new Map(list.map((r) => [String(r.id), emigrantFields(r as unknown as Record<string, unknown>, r.country.id)]));
  },
  async deviceList(page) {
    const rows = (await readStore(page, 'emigrantReferences')) as (StoredEditable & { country: Country })[];
    return new Map(rows.filter((r) => r.state.exists && r.state.value).map((r) => [r.key, emigrantFields(r.state.value ?? {}, r.country.id)]));
  },
  async setup(request, token, seed, count) {
    const country = (await apiGet<Country[]>(request, token, '/api/patronage/country-emigrant/'))[1];
    if (!country) throw new Error('the demo has too few countries');
    const made = new Map<string, Fields>();
    for (let n = 0; n < count; n++) {
      const response = await request.post('/api/patronage/emigrant-reference/', {
        headers: { Authorization: `Token ${token}` },
        data: { country_id: country.id, city: 'Fillim', city_albania: 'Tiranë', name: tagOf(seed, n), surname: 'Dypajisje', phone: `+355 69 ${seed}0${n}`, referues_name: null },
      });
      expect(response.status()).toBe(201);
      const body = (await response.json()) as EmigrantReference;
      made.set(String(body.id), emigrantFields(body, country.id));
    }
    return made;
  },
  async find(page, fields) {
    await searchList(page, { Emri: String(fields.name) });
    return page.locator('[data-testid="emigrant-row"]');
  },
  async openEdit(row) {
    await tapRow(row, row.getByTestId('emigrant-edit-button'));
  },
  async edit(page, rng, tag) {
    const form = page.getByTestId('emigrant-form');
    const labels: Record<(typeof EMIGRANT_EDIT)[number], Locator> = {
      name: form.getByLabel('Emri', { exact: true }),
      surname: form.getByLabel('Mbiemri'),
      phone: form.getByLabel('Telefoni'),
      city: form.getByLabel('Qyteti i emigrimit'),
      city_albania: form.getByLabel('Qyteti në Shqipëri'),
      referues_name: form.getByLabel('Emri i referuesit'),
    };
    const filled = await fillForm(form, page.getByTestId('emigrant-back'), async () => {
      const before = await formValues(labels);
      await labels.city.fill(`Qytet ${tag}`, FORM_STEP);
      if (rng.chance(0.5)) await labels.phone.fill(`+39 ${tag}`, FORM_STEP);
      await labels.referues_name.fill(rng.chance(0.3) ? '' : `Ref ${tag}`, FORM_STEP);
      return { before, after: await formValues(labels) };
    });
    await page.getByTestId('emigrant-save').click();
    await expect(page.getByTestId('emigrant-search')).toBeVisible();
    return changedFields(filled.before, filled.after);
  },
  async del(page, row) {
    await tapRow(row, row.getByTestId('emigrant-delete-button'));
    await page.getByTestId('emigrant-delete-confirm').click();
    await expect(row).toHaveCount(0);
  },
  async create(page, _rng, seed, n) {
    const tag = tagOf(seed, n);
    await page.getByTestId('emigrant-add').click();
    const form = page.getByTestId('emigrant-form');
    await form.getByLabel('Shteti').selectOption({ index: 2 });
    await form.getByLabel('Qyteti i emigrimit').fill('Bari');
    await form.getByLabel('Qyteti në Shqipëri').fill('Vlorë');
    await form.getByLabel('Emri', { exact: true }).fill(tag);
    await form.getByLabel('Mbiemri').fill('Epajisjes');
    await form.getByLabel('Telefoni').fill(`+39 ${seed}${n}`);
    await page.getByTestId('emigrant-save').click();
    await expect(page.getByTestId('emigrant-search')).toBeVisible();
    return { name: tag, surname: 'Epajisjes', phone: `+39 ${seed}${n}`, city: 'Bari', city_albania: 'Vlorë', referues_name: null };
  },
  identity: (fields) => String(fields.name),
  async countShown(page) {
    await page.getByRole('button', { name: 'Pastro', exact: true }).click();
    return Number(await page.getByTestId('emigrant-count').getAttribute('data-count'));
  },
};

/** What a form's fields hold, trimmed, empty as null (as the device sends them). */
async function formValues<K extends string>(labels: Record<K, Locator>): Promise<Record<K, string | null>> {
  const out = {} as Record<K, string | null>;
  for (const [field, input] of Object.entries(labels) as [K, Locator][]) {
    const value = (await input.inputValue(FORM_STEP)).trim();
    out[field] = value === '' ? null : value;
  }
  return out;
}

/** The fields an edit changed: only those are the member's choice (edits go field by field). */
function changedFields(before: Fields, after: Fields): Fields {
  return Object.fromEntries(Object.entries(after).filter(([field, value]) => before[field] !== value));
}

/** The row went away (another device's delete, listed here) between finding it and acting on it. */
class RowGone extends Error {}

/**
 * Opens a row's menu and picks an item, until what the item opens shows. A download stored meanwhile
 * renders the row anew and closes the menu (or takes the tap): as a member would, try again.
 */
async function pickFromMenu(page: Page, row: Locator, item: string, opens: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await page.getByTestId(item).isVisible())) await tapRow(row, row.getByTestId('diaspora-actions'));
      await page.getByTestId(item).click({ timeout: 3_000 });
      await expect(opens).toBeVisible({ timeout: 3_000 });
      return;
    } catch (error) {
      if (error instanceof RowGone || attempt === 5) throw error;
    }
  }
}

/** A form field's step: long enough for a loaded machine, short of the test's limit. */
const FORM_STEP = { timeout: 15_000 };

/**
 * Fills an open form. A list stored meanwhile can close it (the record deleted on the other
 * device, or an earlier change of it refused): the member goes back to the list, and the step
 * ends as RowGone (nothing was saved).
 */
async function fillForm<T>(form: Locator, back: Locator, fill: () => Promise<T>): Promise<T> {
  try {
    return await fill();
  } catch (error) {
    if ((await form.count()) > 0) throw error;
    if (await back.isVisible()) await back.click();
    throw new RowGone('the form closed before it was saved');
  }
}

/** The first tap of an action on a row; throws RowGone when the row is no longer listed. */
async function tapRow(row: Locator, target: Locator): Promise<void> {
  try {
    await target.click({ timeout: 5_000 });
  } catch (error) {
    if ((await row.count()) === 0) throw new RowGone('the row is no longer listed');
    throw error;
  }
}

/** A record's name tag: fixed width, so no tag is a prefix of another (the list's filters are prefix matches). */
function tagOf(seed: number, n: number): string {
  return `Dy${String(seed).padStart(3, '0')}k${String(n).padStart(2, '0')}`;
}

const DIASPORA_EDIT = ['country_id', 'reference_type', 'emigrant_city', 'emigrant_phone', 'zip_code', 'note', 'has_referues', 'referues_name', 'referues_surname', 'referues_phone'] as const;
const FLAGS = ['per_registered', 'envelope_received', 'voted'] as const;

function diasporaFields(value: Record<string, unknown>, flags: Record<string, unknown>, voterId: number): Fields {
  const out: Fields = { voter_id: voterId };
  for (const field of DIASPORA_EDIT) {
    const v = value[field];
    out[field] = typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : typeof v === 'number' || typeof v === 'boolean' ? v : null;
  }
  for (const flag of FLAGS) out[flag] = flags[flag] === true;
  return out;
}

interface VoterNames {
  name: string;
  surname: string;
  father_name: string;
}
/** The voters of this run's diaspora records, by voter id: the list is searched by their names. */
const diasporaVoters = new Map<number, VoterNames>();

const diaspora: Area = {
  name: 'diaspora',
  member: { username: 'diaspora', password: 'demo' },
  path: '/diaspora-references',
  prefix: 'diaspora',
  isWrite: (method, pathname) =>
    method !== 'GET' &&
    (pathname.startsWith('/api/patronage/diaspora-reference/') ||
      pathname === '/api/patronage/register-diaspora-reference/' ||
      pathname.startsWith('/api/patronage/update-diaspora-reference-status/')),
  isList: (method, pathname) => method === 'GET' && pathname === '/api/patronage/my-diaspora-references/',
  async serverList(request, token) {
    const list = await allPages<MyDiasporaReferences['data'][number]>(request, token, '/api/patronage/my-diaspora-references/');
    return new Map(list.map((r) => [String(r.id), diasporaFields({ ...r, country_id: r.country.id, reference_type: r.reference_type.id }, r as unknown as Record<string, unknown>, r.voter.id)]));
  },
  async deviceList(page) {
    const refs = (await readStore(page, 'diasporaReferences')) as (StoredEditable & { voter: { id: number } })[];
    const statuses = (await readStore(page, 'diasporaStatuses')) as { key: string; status: Record<string, unknown> }[];
    const flagsOf = new Map(statuses.map((s) => [s.key, s.status]));
    return new Map(
      refs
        .filter((r) => r.state.exists && r.state.value)
        .map((r) => [r.key, diasporaFields(r.state.value ?? {}, flagsOf.get(r.key) ?? (r.outboxId ? flagsOf.get(r.outboxId) : undefined) ?? {}, r.voter.id)]),
    );
  },
  async setup(request, token, _seed, count) {
    const referenced = await allPages<MyDiasporaReferences['data'][number]>(request, token, '/api/patronage/my-diaspora-references/');
    const types = await apiGet<DiasporaReferenceType[]>(request, token, '/api/patronage/diaspora-reference-types/');
    const family = types.find((t) => t.code === 'familje');
    const country = (await apiGet<Country[]>(request, token, '/api/patronage/country-emigrant/'))[0];
    if (!family || !country) throw new Error('the demo lists are missing');
    const taken = new Set(referenced.map((r) => r.voter.id));
    const made = new Map<string, Fields>();
    for (const { voter } of referenced) {
      if (made.size >= count) break;
      const query = new URLSearchParams({ name: voter.name.slice(0, 2), surname: voter.surname.slice(0, 2) });
      const found = await apiGet<(VoterNames & { id: number })[]>(request, token, `/api/patronage/diaspora-voter-search/?${query.toString()}`);
      for (const candidate of found) {
        if (made.size >= count) break;
        if (taken.has(candidate.id)) continue;
        taken.add(candidate.id);
        const response = await request.post('/api/patronage/register-diaspora-reference/', {
          headers: { Authorization: `Token ${token}` },
          data: { voter_id: candidate.id, country_id: country.id, reference_type: family.id, emigrant_phone: `+39 100 ${candidate.id}`, emigrant_city: 'Fillim', has_referues: false },
        });
        expect(response.status()).toBe(201);
        const body = (await response.json()) as DiasporaReference;
        diasporaVoters.set(body.voter.id, { name: body.voter.name, surname: body.voter.surname, father_name: body.voter.father_name });
        made.set(String(body.id), diasporaFields({ ...body, country_id: body.country.id, reference_type: body.reference_type.id }, body, body.voter.id));
      }
    }
    if (made.size < count) throw new Error(`only ${made.size} voters left to reference`);
    return made;
  },
  async find(page, fields, key) {
    const voter = diasporaVoters.get(Number(fields.voter_id));
    if (!voter) throw new Error(`voter ${String(fields.voter_id)} unknown`);
    const form = page.getByTestId('diaspora-search');
    await form.getByLabel('Emri', { exact: true }).fill(voter.name);
    await form.getByLabel('Mbiemri', { exact: true }).fill(voter.surname);
    await form.getByLabel('Atësia', { exact: true }).fill(voter.father_name);
    await form.getByRole('button', { name: 'Kërko', exact: true }).click();
    return page.locator(`[data-testid="diaspora-row"][data-key="${key ?? ''}"]`);
  },
  async openEdit(row) {
    const page = row.page();
    const opens = page.getByTestId('diaspora-edit-form').or(page.getByTestId('diaspora-conflict')).or(page.getByTestId('diaspora-refused'));
    await pickFromMenu(page, row, 'diaspora-edit-action', opens);
  },
  async edit(page, rng, tag) {
    const form = page.getByTestId('diaspora-edit-form');
    const labels = { emigrant_phone: form.getByLabel('Telefoni', { exact: true }), emigrant_city: form.getByLabel('Qyteti i emigrimit') };
    const filled = await fillForm(form, page.getByTestId('diaspora-back'), async () => {
      const before = await formValues(labels);
      await labels.emigrant_phone.fill(`+39 ${tag}`, FORM_STEP);
      if (rng.chance(0.6)) await labels.emigrant_city.fill(`Qytet ${tag}`, FORM_STEP);
      return { before, after: await formValues(labels) };
    });
    await page.getByTestId('diaspora-edit-save').click();
    await expect(page.getByTestId('diaspora-list-view')).toBeVisible();
    return changedFields(filled.before, filled.after);
  },
  async del(page, row) {
    await pickFromMenu(page, row, 'diaspora-delete-action', page.getByTestId('diaspora-delete-confirm'));
    await page.getByTestId('diaspora-delete-confirm').click();
    await expect(row).toHaveCount(0);
  },
  async flags(page, row, rng) {
    await pickFromMenu(page, row, 'diaspora-status-action', page.getByTestId('diaspora-status-form'));
    const changed: Fields = {};
    for (const flag of FLAGS) {
      if (!rng.chance(0.5) && !(flag === 'voted' && Object.keys(changed).length === 0)) continue;
      const control = page.getByTestId(`diaspora-flag-${flag}`);
      const before = (await control.locator('input').isChecked()) === true;
      await control.click();
      await expect(control.locator('input')).toBeChecked({ checked: !before });
      changed[flag] = !before;
    }
    await page.getByTestId('diaspora-status-save').click();
    await expect(page.getByTestId('diaspora-list-view')).toBeVisible();
    return changed;
  },
  identity: (fields) => `voter ${String(fields.voter_id)}`,
  async countShown(page) {
    await page.getByTestId('diaspora-search').getByRole('button', { name: 'Pastro', exact: true }).click();
    const text = (await page.getByTestId('diaspora-pager-range').textContent()) ?? '';
    const total = /nga\s+(\d+)/.exec(text);
    return total ? Number(total[1]) : 0;
  },
};

const PATRONAGED_EDIT = ['political_preference_id', 'safety_rating', 'phone', 'email', 'comment'] as const satisfies readonly (keyof PatronagedEdit)[];

function patronagedFields(id: number, edit: PatronagedEdit): Fields {
  const out: Fields = { id };
  for (const field of PATRONAGED_EDIT) out[field] = edit[field];
  return out;
}

/** The nids of this run's patronaged voters, by record id: the list is searched by code. */
const patronagedNids = new Map<number, string>();

const patronagedRow = (page: Page, id: number): Locator => page.locator(`[data-testid="patronaged-row"][data-id="${id}"]`);

/** The edit form's values as the device would store them: ids as numbers, text trimmed, empty as null. */
async function patronagedForm(form: Locator): Promise<Fields> {
  const text = await formValues({ phone: form.getByLabel('Telefoni'), email: form.getByLabel('Email'), comment: form.getByLabel('Komenti') });
  const preference = await form.getByLabel('Preferenca politike').inputValue(FORM_STEP);
  const checked = form.locator('input[type="radio"]:checked');
  const safety = (await checked.count()) === 0 ? '' : await checked.first().inputValue(FORM_STEP);
  return { political_preference_id: preference === '' ? null : Number(preference), safety_rating: safety === '' ? null : Number(safety), ...text };
}

/** Patronaged voters: edits only (the list is the patronager's assignment, made on the server). */
const patronaged: Area = {
  name: 'patronaged',
  member: { username: 'patronazhist', password: 'demo' },
  path: '/my-patronage',
  prefix: 'patronaged',
  isWrite: (method, pathname) => method === 'PUT' && pathname.startsWith('/api/patronage/patronager/voter-update/'),
  isList: (method, pathname) => method === 'GET' && pathname === '/api/patronage/myvoters-colors/',
  async serverList(request, token) {
    const list = await allPages<MyVotersColors['data'][number]>(request, token, '/api/patronage/myvoters-colors/');
    return new Map(list.map((v) => [String(v.id), patronagedFields(v.id, editOfListed(v))]));
  },
  async deviceList(page) {
    const rows = (await readStore(page, 'patronagedVoters')) as { id: number; edit: PatronagedEdit }[];
    return new Map(rows.map((r) => [String(r.id), patronagedFields(r.id, r.edit)]));
  },
  async setup(request, token, seed, count) {
    // Assessed voters only: the form will not save without a preference and a safety rating, and an
    // emigrant's form asks for more than this model fills in.
    const list = (await allPages<PatronagedVoter>(request, token, '/api/patronage/myvoters-colors/')).filter(
      (v) => !v.voter.is_emigrant && v.political_preference !== null && v.safety_rating !== null,
    );
    if (list.length < count) throw new Error(`only ${list.length} assessed voters`);
    // A slice of its own per seed, so one seed's edits are not another's starting values.
    const at = ((seed - 1) * count) % (list.length - count + 1);
    const made = new Map<string, Fields>();
    for (const voter of list.slice(at, at + count)) {
      patronagedNids.set(voter.id, voter.voter.nid);
      made.set(String(voter.id), patronagedFields(voter.id, editOfListed(voter)));
    }
    return made;
  },
  async find(page, fields) {
    const id = Number(fields.id);
    const nid = patronagedNids.get(id);
    if (nid === undefined) throw new Error(`patronaged voter ${id} unknown`);
    await searchList(page, { Kodi: nid });
    return patronagedRow(page, id);
  },
  async openEdit(row) {
    await tapRow(row, row.getByTestId('patronaged-edit'));
  },
  async edit(page, rng, tag) {
    const form = page.getByTestId('patronaged-edit-form');
    const filled = await fillForm(form, page.getByTestId('patronaged-back'), async () => {
      const before = await patronagedForm(form);
      await form.getByLabel('Komenti').fill(`Koment ${tag}`, FORM_STEP);
      if (rng.chance(0.5)) await form.getByLabel('Telefoni').fill(`+355 69 ${tag}`, FORM_STEP);
      if (rng.chance(0.3)) await form.getByLabel('Email').fill(`${tag.toLowerCase()}@example.com`, FORM_STEP);
      if (rng.chance(0.4)) {
        const rating = rng.pick([1, 2, 3] as const);
        await form.getByText(SAFETY_LABELS[rating], { exact: true }).click(FORM_STEP);
        await expect(form.locator(`input[type="radio"][value="${rating}"]`)).toBeChecked(FORM_STEP);
      }
      if (rng.chance(0.3)) {
        const select = form.getByLabel('Preferenca politike');
        const ids = (await select.locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value))).filter((v) => v !== '');
        await select.selectOption(rng.pick(ids), FORM_STEP);
      }
      return { before, after: await patronagedForm(form) };
    });
    await page.getByTestId('patronaged-save').click();
    await expect(page.getByTestId('patronaged-search')).toBeVisible();
    return changedFields(filled.before, filled.after);
  },
  identity: (fields) => `patronaged ${String(fields.id)}`,
  async countShown(page) {
    const search = page.getByTestId('patronaged-search');
    await search.getByRole('button', { name: 'Pastro', exact: true }).click();
    // The unfiltered list fills a page: the range then no longer counts one searched voter.
    await expect(page.getByTestId('patronaged-row').nth(1)).toBeVisible();
    const text = (await page.getByTestId('patronaged-pager-range').textContent()) ?? '';
    const total = /nga\s+(\d+)/.exec(text);
    return total ? Number(total[1]) : 0;
  },
};

// ---------------------------------------------------------------- devices

interface Device {
  name: 'A' | 'B';
  context: BrowserContext;
  page: Page;
  offline: boolean;
}

async function openDevice(browser: Browser, name: Device['name'], base: string, area: Area): Promise<Device> {
  const context = await browser.newContext({ baseURL: base, locale: 'sq-AL', reducedMotion: 'reduce', serviceWorkers: 'allow' });
  const page = await context.newPage();
  await signInThroughForm(page, area.member);
  await openList(page, area);
  await waitForServiceWorkerReady(page);
  return { name, context, page, offline: false };
}

/** Opens the list and waits for its background download to end. */
async function openList(page: Page, area: Area): Promise<void> {
  if (!page.url().endsWith(area.path)) await page.goto(area.path);
  await expect(page.getByTestId(`${area.prefix}-row`).first()).toBeVisible({ timeout: SYNC_TIMEOUT });
  await listSettled(page, area);
}

async function listSettled(page: Page, area: Area): Promise<void> {
  if (area.name === 'emigrant') await expect(page.getByTestId('emigrant-refresh')).toBeEnabled({ timeout: SYNC_TIMEOUT });
  else await expect(page.getByTestId(`${area.prefix}-download`)).toHaveCount(0, { timeout: SYNC_TIMEOUT });
}

async function reloadList(device: Device, area: Area): Promise<void> {
  await device.page.reload();
  await expect(device.page.getByTestId(`${area.prefix}-row`).first()).toBeVisible({ timeout: SYNC_TIMEOUT });
}

const pendingCount = async (page: Page, area: Area): Promise<number> => Number((await page.getByTestId(`${area.prefix}-pending-count`).getAttribute('data-count', { timeout: 1_000 }).catch(() => '0')) ?? '0');
const attentionCount = async (page: Page, area: Area): Promise<number> => {
  const badge = page.getByTestId(`${area.prefix}-attention-count`);
  return (await badge.count()) === 0 ? 0 : Number((await badge.getAttribute('data-count')) ?? '0');
};

// ---------------------------------------------------------------- the model

type Choice =
  /** The fields the member changed; a field leaves it when a conflict's decision overrides it. */
  | { kind: 'edit'; device: Device['name']; fields: Fields }
  | { kind: 'delete'; device: Device['name'] }
  | { kind: 'create'; device: Device['name']; fields: Fields };

interface Tracked {
  /** Server id, once known (made through the API, or found by identity at the end). */
  id: string | null;
  identity: string;
  initial: Fields | null;
  choices: Choice[];
}

const isEdit = (c: Choice): c is Extract<Choice, { kind: 'edit' }> => c.kind === 'edit';

/**
 * A conflict decided through the screen: the contested fields keep the deciding device's values
 * ('keep mine': the other device's earlier choices of them are overwritten) or the server's ('take
 * the server's': this device's choices of them are dropped). Its other fields stand as they were.
 */
function decide(record: Tracked, device: Device['name'], keep: boolean, contested: readonly string[]): void {
  for (const choice of record.choices.filter(isEdit)) {
    if ((choice.device === device) === keep) continue;
    for (const field of contested) delete choice.fields[field];
  }
}

/**
 * What each field may hold at the end: a record someone deleted is gone; otherwise, for each field,
 * the last value each device chose for it (see `decide`), or the first value when nobody changed
 * it. Either device's last choice is accepted when both changed a field without a conflict: the
 * server's arrival order decides, which the test does not steer.
 */
function expectedOf(record: Tracked): { gone: true } | { gone: false; candidates: Map<string, Set<string>> } {
  if (record.choices.some((c) => c.kind === 'delete')) return { gone: true };
  const created = record.choices.find((c): c is Extract<Choice, { kind: 'create' }> => c.kind === 'create');
  const start: Fields = record.initial ?? created?.fields ?? {};
  const candidates = new Map<string, Set<string>>();
  const fields = new Set([...Object.keys(start), ...record.choices.flatMap((c) => (c.kind === 'edit' ? Object.keys(c.fields) : []))]);
  for (const field of fields) {
    const values = new Set<string>();
    for (const device of ['A', 'B'] as const) {
      const last = record.choices.filter((c): c is Extract<Choice, { kind: 'edit' }> => c.kind === 'edit' && c.device === device && field in c.fields).at(-1);
      if (last) values.add(JSON.stringify(last.fields[field]));
    }
    if (values.size === 0) values.add(JSON.stringify(start[field] ?? null));
    candidates.set(field, values);
  }
  return { gone: false, candidates };
}

// ---------------------------------------------------------------- one run

interface RunFigures {
  seed: number;
  ops: number;
  skipped: number;
  conflicts: number;
  ghostsBeforeReload: string[];
  ghosts: string[];
  missing: string[];
  staleFields: string[];
  lostFields: string[];
  staleMarks: string[];
  duplicates: string[];
  convergeMs: number | null;
  faults: FaultCounts;
}

const figures: Record<Area['name'], RunFigures[]> = { emigrant: [], diaspora: [], patronaged: [] };

function faultSummary(c: FaultCounts): string {
  return `writes=${c.calls} fwd=${c.forwarded} reset=${c.reset} lostResp=${c.lostResponse} 503=${c.status503} 429=${c.status429} delayed=${c.delayed} zombie=${c.zombie} | lists held=${c.held} pastWrite=${c.heldPastWrite} timedOut=${c.heldTimedOut}`;
}

function listHold(area: Area, writeWaitsForHeldMs = 0): AnswerHold {
  return { isHeld: area.isList, isRacingWrite: area.isWrite, rate: 0.8, minMs: 1_000, maxMs: 3_000, graceMs: 300, writeWaitsForHeldMs };
}

/** Each area its own sequence for a seed. */
const RNG_SALT: Record<Area['name'], number> = { emigrant: 0x2de1, diaspora: 0x2de2, patronaged: 0x2de3 };

async function runSeed(area: Area, seed: number, browser: Browser, request: APIRequestContext, serverUrl: string): Promise<RunFigures> {
  const rng = mulberry32(seed ^ RNG_SALT[area.name]);
  const proxy: FaultProxy = await startFaultProxy({ target: serverUrl, seed, faultsOn: false, isFaultable: area.isWrite });
  const devices: Device[] = [];
  const startedAt = Date.now();
  try {
    const token = await apiToken(request, area.member);
    const made = await area.setup(request, token, seed, 5);
    const tracked: Tracked[] = [...made].map(([id, fields]) => ({ id, identity: area.identity(fields), initial: fields, choices: [] }));
    devices.push(...(await Promise.all([openDevice(browser, 'A', proxy.url, area), openDevice(browser, 'B', proxy.url, area)])));
    const setupMs = Date.now() - startedAt;
    let ops = 0;
    let skipped = 0;
    let created = 0;
    proxy.setFaults(true);
    proxy.setHold(listHold(area));

    const keyOf = (record: Tracked): string | null => record.id;
    const act = async (device: Device, round: number, step: number): Promise<void> => {
      const { page } = device;
      const mine = tracked.filter((r) => !r.choices.some((c) => c.kind === 'delete' && c.device === device.name));
      const r = rng.next();
      const canCreate = area.create !== undefined;
      if ((canCreate && r < 0.2) || mine.length === 0) {
        if (!area.create) return;
        const n = 50 + created++;
        const fields = await area.create(page, rng, seed, n);
        tracked.push({ id: null, identity: area.identity(fields), initial: null, choices: [{ kind: 'create', device: device.name, fields }] });
        ops++;
        return;
      }
      const record = rng.pick(mine);
      const start = record.initial ?? record.choices.find((c) => c.kind === 'create')?.fields;
      if (!start) return;
      const row = await area.find(page, start, keyOf(record));
      // Deleted by the other device and refreshed here, not listed here yet (created elsewhere), or
      // waiting for the member's decision: nothing to do on this row now.
      if ((await row.count()) !== 1 || (await row.getAttribute('data-sync-state')) === 'attention') {
        skipped++;
        return;
      }
      const tag = `${device.name}${round}${step}`;
      try {
        if (area.del && r < 0.35) {
          await area.del(page, row);
          record.choices.push({ kind: 'delete', device: device.name });
        } else if (area.flags && r < (area.del ? 0.65 : 0.5)) {
          const fields = await area.flags(page, row, rng);
          record.choices.push({ kind: 'edit', device: device.name, fields });
        } else {
          await area.openEdit(row);
          const fields = await area.edit(page, rng, tag);
          record.choices.push({ kind: 'edit', device: device.name, fields });
        }
        ops++;
      } catch (error) {
        if (!(error instanceof RowGone)) throw error;
        skipped++;
      }
    };

    for (let round = 0; round < ROUNDS; round++) {
      const away = rng.pick([null, devices[0], devices[1]] as const);
      if (away) {
        await away.context.setOffline(true);
        away.offline = true;
      }
      await Promise.all(
        devices.map(async (device) => {
          for (let step = 0; step < OPS_PER_ROUND; step++) {
            await act(device, round, step);
            // Offline, a reload opens the list with no signal: back online, its download then meets the drain.
            if (device.offline && step === 1) await reloadList(device, area);
          }
          if (!device.offline && rng.chance(0.3)) await reloadList(device, area);
        }),
      );
      if (away) {
        await away.context.setOffline(false);
        away.offline = false;
      }
    }

    const roundsMs = Date.now() - startedAt - setupMs;

    // The network heals for good.
    proxy.setFaults(false);
    proxy.setHold(null);
    const healedAt = Date.now();
    let conflicts = 0;
    for (const device of devices) await listSettled(device.page, area);
    // Conflicts, through the screen, one device after the other, until none is left.
    for (let pass = 0; pass < 4; pass++) {
      let resolved = 0;
      for (const device of devices) {
        const { page } = device;
        await expect.poll(() => pendingCount(page, area), { timeout: SYNC_TIMEOUT, message: `device ${device.name}: pending rows drain` }).toBe(0);
        const attention = await attentionCount(page, area);
        if (attention === 0) continue;
        // Only a record this device changed can stop on a conflict here.
        let here = 0;
        for (const record of tracked.filter((r) => r.choices.some((c) => c.device === device.name && c.kind !== 'delete'))) {
          if (here >= attention) break;
          const start = record.initial ?? record.choices.find((c) => c.kind === 'create')?.fields;
          if (!start) continue;
          const row = await area.find(page, start, keyOf(record));
          if ((await row.count()) !== 1 || (await row.getAttribute('data-sync-state')) !== 'attention') continue;
          await area.openEdit(row);
          const conflict = page.getByTestId(`${area.prefix}-conflict`);
          const refused = page.getByTestId(`${area.prefix}-refused`);
          await expect(conflict.or(refused)).toBeVisible();
          if (await refused.isVisible()) {
            // Deleted on another device (the server answers 404): only dropping the change ends it.
            await refused.getByTestId('refused-discard').click();
            await listSettled(page, area);
            for (const choice of record.choices.filter(isEdit)) if (choice.device === device.name) choice.fields = {};
          } else {
            const contested = await conflict.locator('[data-testid="conflict-row"][data-contested="true"]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-field') ?? ''));
            if (process.env.TWO_DEVICE_TRACE === '1') console.log(`    ${device.name} conflict on ${record.identity}: ${await conflict.innerText()}`);
            const keep = rng.chance(0.5);
            await page.getByTestId(keep ? 'conflict-keep-mine' : 'conflict-take-server').click();
            // Each contested field is chosen, then stored in one step.
            await page.getByTestId('conflict-confirm').click();
            await listSettled(page, area);
            decide(record, device.name, keep, contested);
          }
          conflicts++;
          resolved++;
          here++;
        }
      }
      if (resolved === 0) break;
    }
    for (const device of devices) await expect.poll(() => pendingCount(device.page, area), { timeout: SYNC_TIMEOUT }).toBe(0);
    await proxy.idle(PROXY_IDLE_MS);
    const convergeMs = Date.now() - healedAt;

    // Ghosts before any reload: a record this device deleted, acknowledged, listed again.
    const server = await area.serverList(request, token);
    const ghostsBeforeReload: string[] = [];
    for (const device of devices) {
      const listed = await area.deviceList(device.page);
      for (const record of tracked) {
        if (record.id === null || !record.choices.some((c) => c.kind === 'delete' && c.device === device.name)) continue;
        if (listed.has(record.id) && !server.has(record.id)) ghostsBeforeReload.push(`${device.name}: ${record.identity} (${record.id})`);
      }
    }

    // Both reload; each list must come to equal the server's.
    for (const device of devices) await reloadList(device, area);
    const compare = async () => {
      const fresh = await area.serverList(request, token);
      const out = { ghosts: [] as string[], missing: [] as string[], staleFields: [] as string[] };
      for (const device of devices) {
        const listed = await area.deviceList(device.page);
        for (const [key, fields] of listed) {
          const there = fresh.get(key);
          if (!there) out.ghosts.push(`${device.name}: ${key} ${area.identity(fields)}`);
          else for (const [field, value] of Object.entries(there)) if (JSON.stringify(fields[field] ?? null) !== JSON.stringify(value)) out.staleFields.push(`${device.name}: ${key}.${field} = ${JSON.stringify(fields[field])}, server ${JSON.stringify(value)}`);
        }
        for (const key of fresh.keys()) if (!listed.has(key)) out.missing.push(`${device.name}: ${key}`);
      }
      return out;
    };
    let last = await compare();
    await expect
      .poll(
        async () => {
          last = await compare();
          return last.ghosts.length + last.missing.length + last.staleFields.length;
        },
        { timeout: SYNC_TIMEOUT },
      )
      .toBe(0)
      .catch(() => undefined);
    const convergeAfterReloadMs = Date.now() - healedAt;

    // The server's end state against the choices.
    const final = await area.serverList(request, token);
    const byIdentity = new Map<string, string[]>();
    for (const [id, fields] of final) {
      const identity = area.identity(fields);
      byIdentity.set(identity, [...(byIdentity.get(identity) ?? []), id]);
    }
    const duplicates: string[] = [];
    const lostFields: string[] = [];
    for (const record of tracked) {
      const ids = byIdentity.get(record.identity) ?? [];
      if (ids.length > 1) duplicates.push(`${record.identity}: ${ids.join(', ')}`);
      record.id ??= ids[0] ?? null;
      const want = expectedOf(record);
      const have = record.id === null ? undefined : final.get(record.id);
      if (want.gone) {
        if (have) lostFields.push(`${record.identity}: deleted, still on the server`);
        continue;
      }
      if (!have) {
        lostFields.push(`${record.identity}: missing from the server`);
        continue;
      }
      for (const [field, values] of want.candidates) {
        const value = JSON.stringify(have[field] ?? null);
        if (!values.has(value)) lostFields.push(`${record.identity}.${field} = ${value}, chosen ${[...values].join(' or ')}`);
      }
    }
    const staleMarks: string[] = [];
    for (const device of devices) {
      const shown = await area.countShown(device.page);
      if (shown !== final.size) staleMarks.push(`${device.name}: the count line says ${shown}, the server holds ${final.size}`);
      const pending = await pendingCount(device.page, area);
      const attention = await attentionCount(device.page, area);
      if (pending + attention > 0) staleMarks.push(`${device.name}: ${pending} pending, ${attention} needing attention`);
    }
    const run: RunFigures = {
      seed,
      ops,
      skipped,
      conflicts,
      ghostsBeforeReload,
      ...last,
      lostFields,
      staleMarks,
      duplicates,
      convergeMs: Math.max(convergeMs, convergeAfterReloadMs),
      faults: proxy.counts(),
    };
    console.log(
      `[two-devices] ${area.name} seed=${seed} ops=${ops} skipped=${skipped} conflicts=${conflicts} | ${faultSummary(run.faults)} | ` +
        `ghostsBeforeReload=${ghostsBeforeReload.length} ghosts=${run.ghosts.length} missing=${run.missing.length} staleFields=${run.staleFields.length} ` +
        `lostFields=${lostFields.length} staleMarks=${staleMarks.length} duplicates=${duplicates.length} | converge=${convergeMs}ms afterReload=${convergeAfterReloadMs}ms | ` +
        `setup=${Math.round(setupMs / 1000)}s rounds=${Math.round(roundsMs / 1000)}s total=${Math.round((Date.now() - startedAt) / 1000)}s`,
    );
    for (const line of [...ghostsBeforeReload.map((g) => `ghost before reload ${g}`), ...run.ghosts, ...run.missing, ...run.staleFields, ...lostFields, ...staleMarks, ...duplicates].slice(0, 20))
      console.log(`    ${line}`);
    figures[area.name].push(run);
    return run;
  } finally {
    for (const device of devices) await device.context.close().catch(() => undefined);
    await proxy.close();
  }
}

// ---------------------------------------------------------------- the tests

test.describe('two devices of one member, list downloads racing sends', () => {
  for (const area of [emigrant, diaspora, patronaged].filter((a) => AREAS.includes(a.name))) {
    for (const seed of SEEDS) {
      test(`${area.name} seed ${seed}: both devices end with the server's list, every field as its last writer chose`, async ({ browser, request, server }) => {
        test.setTimeout(180_000);
        const run = await runSeed(area, seed, browser, request, server.url);
        expect.soft(run.ghosts, 'records a device lists and the server does not').toEqual([]);
        expect.soft(run.missing, 'records the server holds and a device does not list').toEqual([]);
        expect.soft(run.staleFields, "fields a device shows unlike the server's").toEqual([]);
        expect.soft(run.duplicates, 'creates that made two records').toEqual([]);
        expect.soft(run.lostFields, 'fields that do not hold what their last writer chose').toEqual([]);
        expect.soft(run.staleMarks, 'count lines and sync marks').toEqual([]);
        // Printed always, asserted with TWO_DEVICE_STRICT_GHOSTS=1: a seeded run still shows, now and
        // then, a record deleted on this device listed again until the reload (issue 32, open); the
        // staged race itself is the ghost test below, asserted always.
        if (process.env.TWO_DEVICE_STRICT_GHOSTS === '1') expect.soft(run.ghostsBeforeReload, 'records deleted here, listed again before any reload').toEqual([]);
      });
    }
  }

  /*
   * The ghost case (issue 32, case 1), deterministic. It fails without the server watermark (lists
   * and writes answer `x-terren-watermark`; the device ignores a download older than a record's
   * last acknowledged change).
   *
   * A reference is deleted offline and the list reopened with no signal; back online, the list
   * download and the DELETE race, and the proxy stages the losing order every time: the DELETE is
   * kept from the server until the list has been read, and the list's answer is kept until the
   * DELETE's answer has gone back (plus 500 ms for the device to store the acknowledgement). The
   * device then gets a list that predates the delete: without the watermark the reference came
   * back as 'Dërguar' and the count line counted it.
   */
  test('ghost: a reference deleted offline stays deleted when the list download is answered before the DELETE is applied', async ({ browser, request, server }) => {
    test.setTimeout(120_000);
    const proxy = await startFaultProxy({ target: server.url, seed: 1, faultsOn: false, isFaultable: emigrant.isWrite });
    let device: Device | null = null;
    try {
      const token = await apiToken(request, emigrant.member);
      const [[id, fields] = []] = [...(await emigrant.setup(request, token, 900, 1))];
      if (id === undefined || fields === undefined) throw new Error('no reference made');
      device = await openDevice(browser, 'A', proxy.url, emigrant);
      const { page, context } = device;
      const total = (await emigrant.serverList(request, token)).size;

      await context.setOffline(true);
      await emigrant.del(page, await emigrant.find(page, fields, id));
      await reloadList(device, emigrant);
      expect(await emigrant.countShown(page)).toBe(total - 1);

      proxy.setHold({ isHeld: emigrant.isList, isRacingWrite: emigrant.isWrite, rate: 1, minMs: 10_000, maxMs: 10_000, graceMs: 500, writeWaitsForHeldMs: 10_000 });
      await context.setOffline(false);
      await expect.poll(async () => (await emigrant.serverList(request, token)).has(id), { timeout: SYNC_TIMEOUT, message: 'the DELETE reaches the server' }).toBe(false);
      await expect.poll(() => pendingCount(page, emigrant), { timeout: SYNC_TIMEOUT }).toBe(0);
      await proxy.idle(PROXY_IDLE_MS + 10_000);
      await listSettled(page, emigrant);
      const counts = proxy.counts();
      console.log(`[two-devices] ghost case: ${faultSummary(counts)} writesPastHeldList=${counts.writesPastHeldList}`);
      expect(counts.writesPastHeldList, 'the DELETE reached the server after the list was read').toBeGreaterThanOrEqual(1);
      expect(counts.heldPastWrite, "the list's answer went back after the DELETE's").toBeGreaterThanOrEqual(1);

      // As shown and as stored: no row (today: one row marked 'Dërguar'), the count line without it, no copy in IndexedDB.
      const seen = async () => {
        const row = await emigrant.find(page, fields, id);
        const rows = await row.count();
        return {
          rowsListed: rows,
          mark: rows === 0 ? null : await row.first().getAttribute('data-sync-state'),
          countLine: await emigrant.countShown(page),
          inIndexedDb: (await emigrant.deviceList(page)).has(id),
        };
      };
      await expect(async () => {
        expect(await seen(), 'the deleted reference after the race').toEqual({ rowsListed: 0, mark: null, countLine: total - 1, inIndexedDb: false });
      }).toPass({ timeout: 10_000 });
    } finally {
      await device?.context.close().catch(() => undefined);
      await proxy.close();
    }
  });

  /*
   * First-time voters, field by field (issue 32, case 2). Device B sets the voter's phone and comment; device A, offline, changes only the
   * political preference from its older copy; back online A's change meets a 409, and the member
   * keeps theirs through the conflict screen. A never touched phone and comment: they must still
   * hold B's values (keep mine may not null them), beside A's preference, on the server and on
   * both devices after a reload.
   */
  test("first-time voters: 'keep mine' after a 409 keeps the other device's phone and comment", async ({ browser, request, server }) => {
    test.setTimeout(150_000);
    const member = { username: 'vhp', password: 'demo' };
    const proxy = await startFaultProxy({ target: server.url, seed: 1, faultsOn: false, isFaultable: (method, pathname) => method === 'PUT' && pathname.startsWith('/api/patronage/set-ftv-voter-preference/') });
    const contexts: BrowserContext[] = [];
    try {
      const token = await apiToken(request, member);
      const voters = (await apiGet<MyFtvVoters>(request, token, '/api/patronage/my-ftv-voters/?offset=0&limit=1000')).data;
      const preferences = await apiGet<PoliticalPreference[]>(request, token, '/api/patronage/politicalpreference/');
      // Assessed (the form then needs nothing more than a new preference), near the end of the list (the ftv spec uses the first ones).
      const target = voters.filter((v) => v.safety_rating !== 0).at(-1);
      if (!target) throw new Error('no assessed first-time voter');
      const mine = preferences.find((p) => p.id !== target.political_preference?.id);
      if (!mine) throw new Error('too few preferences');
      const theirs = { phone: '+355 69 700 0001', comment: 'Nga pajisja B' };

      const open = async (): Promise<Page> => {
        const context = await browser.newContext({ baseURL: proxy.url, locale: 'sq-AL', reducedMotion: 'reduce', serviceWorkers: 'allow' });
        contexts.push(context);
        const page = await context.newPage();
        await signInThroughForm(page, member);
        await page.goto('/my-vhp-voters');
        await expect(page.getByTestId('ftv-row').first()).toBeVisible({ timeout: SYNC_TIMEOUT });
        await expect(page.getByTestId('ftv-download')).toHaveCount(0, { timeout: SYNC_TIMEOUT });
        await waitForServiceWorkerReady(page);
        return page;
      };
      const [a, b] = await Promise.all([open(), open()]);
      const [contextA] = contexts;
      if (!contextA) throw new Error('unreachable');
      const row = (page: Page) => page.locator(`[data-testid="ftv-row"][data-id="${target.id}"]`);
      const openVoter = async (page: Page) => {
        await searchList(page, { Kodi: target.voter.nid });
        await row(page).getByTestId('ftv-edit').click();
      };

      // A, offline: only the preference.
      await contextA.setOffline(true);
      await openVoter(a);
      await a.getByTestId('ftv-edit-form').getByLabel('Preferenca politike').selectOption({ label: mine.name });
      await a.getByTestId('ftv-save').click();
      await expect(a.getByText('Referenca u modifikua me sukses!')).toBeVisible();

      // B, online: phone and comment.
      await openVoter(b);
      const formB = b.getByTestId('ftv-edit-form');
      await formB.getByLabel('Telefoni').fill(theirs.phone);
      await formB.getByLabel('Komenti').fill(theirs.comment);
      await b.getByTestId('ftv-save').click();
      await expect(b.getByText('Referenca u modifikua me sukses!')).toBeVisible();
      const onServer = async (): Promise<FtvVoter | undefined> =>
        (await apiGet<MyFtvVoters>(request, token, `/api/patronage/my-ftv-voters/?code=${encodeURIComponent(target.voter.nid)}`)).data.find((v) => v.id === target.id);
      await expect.poll(async () => (await onServer())?.comment, { timeout: SYNC_TIMEOUT, message: "B's change reaches the server" }).toBe(theirs.comment);

      // A comes back: edits go field by field, so A's preference and B's phone and comment do not
      // conflict (the old whole-record rule answered 409 here, and 'keep mine' nulled B's fields).
      await contextA.setOffline(false);
      await searchList(a, { Kodi: target.voter.nid });
      await expect(row(a)).toHaveAttribute('data-sync-state', 'sent', { timeout: SYNC_TIMEOUT });

      const final = await onServer();
      expect(
        { preference: final?.political_preference?.id, phone: final?.phone, comment: final?.comment },
        "A's preference beside B's phone and comment",
      ).toEqual({ preference: mine.id, phone: theirs.phone, comment: theirs.comment });
      for (const page of [a, b]) {
        await page.reload();
        await expect(page.getByTestId('ftv-download')).toHaveCount(0, { timeout: SYNC_TIMEOUT });
        await searchList(page, { Kodi: target.voter.nid });
        await expect(row(page).getByTestId('ftv-preference')).toHaveText(mine.name);
        await expect(row(page)).toHaveAttribute('data-sync-state', 'sent');
      }
    } finally {
      for (const context of contexts) await context.close().catch(() => undefined);
      await proxy.close();
    }
  });

  test.afterAll(() => {
    for (const [area, runs] of Object.entries(figures)) {
      if (runs.length === 0) continue;
      const sum = (pick: (r: RunFigures) => number) => runs.reduce((total, r) => total + pick(r), 0);
      const worst = Math.max(...runs.map((r) => r.convergeMs ?? Number.POSITIVE_INFINITY));
      console.log(
        `[two-devices] ${area}: seeds=${runs.map((r) => r.seed).join(',')} ops=${sum((r) => r.ops)} conflicts=${sum((r) => r.conflicts)} | ` +
          `faults reset=${sum((r) => r.faults.reset)} lostResp=${sum((r) => r.faults.lostResponse)} 503=${sum((r) => r.faults.status503)} 429=${sum((r) => r.faults.status429)} ` +
          `delayed=${sum((r) => r.faults.delayed)} listsHeld=${sum((r) => r.faults.held)} heldPastWrite=${sum((r) => r.faults.heldPastWrite)} | ` +
          `ghosts=${sum((r) => r.ghosts.length)} (before reload ${sum((r) => r.ghostsBeforeReload.length)}) missing=${sum((r) => r.missing.length)} ` +
          `lostFields=${sum((r) => r.lostFields.length)} staleFields=${sum((r) => r.staleFields.length)} staleMarks=${sum((r) => r.staleMarks.length)} ` +
          `duplicates=${sum((r) => r.duplicates.length)} | worst converge=${worst}ms`,
      );
    }
  });
});
