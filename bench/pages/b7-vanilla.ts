// The vanilla-DOM floor of B3 and B7: the same station, search function, search bar and row markup
// as the plain-React floor (b7-plain.tsx), drawn by hand: rows of a fixed height positioned in a
// window-scrolled spacer, only those in view (plus 8 each side) in the DOM, and a tap that flips
// `voted` and rewrites that one row's attributes and text. No framework at all: what the plain-React
// floor spends above this is React's own.
import type { LocalObserverVoter } from '../../src/db/database';
import { searchVoters, type VoterQuery } from '../../src/lib/voter-search';
import { floorText } from './floor-strings';
import { exposeFloorIds, floorSize, makeVoters } from './floor-voters';

const size = floorSize();
const ROW_HEIGHT = 77;
const OVERSCAN = 8;

const voters = makeVoters(size);
const byId = new Map(voters.map((v) => [v.voter_id, v]));
let shown: readonly LocalObserverVoter[] = voters;
const query: VoterQuery = { general: '', listNumber: '' };
/** The rows in the DOM, by voter id. */
const mounted = new Map<number, HTMLElement>();

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function field(label: string, key: keyof VoterQuery, type: string): HTMLLabelElement {
  const wrap = element('label', 'field', label);
  const input = element('input', '');
  input.type = type;
  input.addEventListener('input', () => {
    query[key] = input.value;
    const result = searchVoters(voters, query);
    shown = result.kind === 'invalid' ? [] : result.voters;
    redraw(true);
  });
  wrap.append(input);
  return wrap;
}

function fillMarks(row: HTMLElement, voter: LocalObserverVoter): void {
  const fullName = `${voter.name} ${voter.surname}`;
  row.dataset.voted = String(voter.voted);
  const marks = row.querySelector('.marks');
  marks?.replaceChildren(voter.voted ? element('span', 'badge', floorText.voted) : element('p', 'not-voted', floorText.notVoted));
  const button = row.querySelector('button');
  if (button) {
    button.textContent = floorText.button(voter.voted);
    button.setAttribute('aria-label', floorText.aria(voter.voted, fullName));
  }
}

function makeRow(voter: LocalObserverVoter): HTMLElement {
  const row = element('div', 'row');
  row.dataset.testid = `voter-row-${voter.voter_id}`;
  row.dataset.id = String(voter.voter_id);
  row.setAttribute('role', 'listitem');
  row.style.position = 'absolute';
  row.style.top = '0';
  row.style.left = '0';
  row.style.width = '100%';
  row.style.height = `${ROW_HEIGHT}px`;
  const body = element('div', 'body');
  body.append(element('p', 'name', `${voter.name} ${voter.surname}`), element('p', 'father', floorText.father(voter.father_name)), element('div', 'marks'));
  const button = element('button', 'toggle');
  button.type = 'button';
  row.append(element('p', 'number', String(voter.list_number)), body, button);
  fillMarks(row, voter);
  return row;
}

const bar = element('div', 'bar');
const form = element('form', 'fields');
form.setAttribute('role', 'search');
form.addEventListener('submit', (event) => event.preventDefault());
form.append(field(floorText.generalLabel, 'general', 'search'), field(floorText.listNumberLabel, 'listNumber', 'text'));
bar.append(form, element('p', 'hint', floorText.searchHint));
const list = element('div', '');
list.setAttribute('role', 'list');
list.style.position = 'relative';
document.getElementById('root')?.append(bar, list);

list.addEventListener('click', (event) => {
  const row = event.target instanceof Element ? event.target.closest<HTMLElement>('.toggle')?.closest<HTMLElement>('.row') : null;
  const voter = row ? byId.get(Number(row.dataset.id)) : undefined;
  if (!row || !voter) return;
  voter.voted = !voter.voted;
  fillMarks(row, voter);
});

/** Mounts the rows in view (plus the overscan) and drops the others; `all` redraws every row (a new search). */
function redraw(all = false): void {
  list.style.height = `${shown.length * ROW_HEIGHT}px`;
  if (all) {
    for (const row of mounted.values()) row.remove();
    mounted.clear();
  }
  const top = window.scrollY - list.offsetTop;
  const first = Math.max(0, Math.floor(top / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(shown.length, Math.ceil((top + window.innerHeight) / ROW_HEIGHT) + OVERSCAN);
  const keep = new Set<number>();
  for (let i = first; i < last; i++) {
    const voter = shown[i];
    if (!voter) continue;
    keep.add(voter.voter_id);
    let row = mounted.get(voter.voter_id);
    if (!row) {
      row = makeRow(voter);
      mounted.set(voter.voter_id, row);
      list.append(row);
    }
    row.style.transform = `translateY(${i * ROW_HEIGHT}px)`;
  }
  for (const [id, row] of mounted) {
    if (keep.has(id)) continue;
    row.remove();
    mounted.delete(id);
  }
}

window.addEventListener('scroll', () => redraw(), { passive: true });
window.addEventListener('resize', () => redraw(), { passive: true });
redraw();
exposeFloorIds(size);
