import { describe, expect, it } from 'vitest';
import { NO_FLAGS, type MemberFlags } from '../../ui/session/member-flags';
import { buildMenu, logoLink, type MenuSection } from './menu-rules';

const paths = (sections: MenuSection[]) => sections.flatMap((s) => s.entries.map((e) => e.path));
const section = (sections: MenuSection[], id: string) => sections.find((s) => s.id === id);
const flags = (over: Partial<MemberFlags>): MemberFlags => ({ ...NO_FLAGS, ...over });

const EVERYONE = [
  '/dashboard',
  '/tasks-received',
  '/observer-module',
  '/patronager-module',
  '/task-view',
  '/patronage-referred',
  '/emigrant',
  '/news-grid',
  '/notifications',
  '/profile',
  '/pages-comingsoon',
];

describe('buildMenu', () => {
  it('gives a plain member exactly the everyone-list, dashboard first', () => {
    const menu = buildMenu(NO_FLAGS, []);
    expect(paths(menu)).toEqual(EVERYONE);
    expect(menu.map((s) => s.id)).toEqual(['main', 'general']);
  });

  it('adds my patronaged and moves the patronage voting day up for a patronager', () => {
    const menu = buildMenu(flags({ isPatronager: true }), []);
    expect(section(menu, 'voting-day')?.entries.map((e) => e.path)).toEqual(['/patronager-module']);
    expect(section(menu, 'patronage')?.entries.map((e) => e.path)).toEqual(['/my-patronage']);
    expect(section(menu, 'general')?.entries.map((e) => e.path)).not.toContain('/patronager-module');
  });

  it('moves the observer voting day up for an observer', () => {
    const menu = buildMenu(flags({ isObserver: true, observerId: 7 }), []);
    expect(menu[1]).toMatchObject({ id: 'voting-day', entries: [{ path: '/observer-module', labelKey: 'menu.observerModule' }] });
    expect(section(menu, 'general')?.entries.map((e) => e.path)).toContain('/patronager-module');
  });

  it('shows statistics only with the Statistika permission', () => {
    expect(paths(buildMenu(NO_FLAGS, []))).not.toContain('/statistics');
    expect(section(buildMenu(NO_FLAGS, ['Statistika']), 'statistics')?.entries).toEqual([
      { path: '/statistics', labelKey: 'menu.statistics', icon: 'statistics' },
      { path: '/statistics/turnout', labelKey: 'menu.liveTurnout', icon: 'live-turnout' },
    ]);
  });

  it('shows the diaspora group only to diaspora coordinators', () => {
    expect(paths(buildMenu(NO_FLAGS, []))).not.toContain('/diaspora-references');
    expect(section(buildMenu(flags({ isDiasporaCoordinator: true }), []), 'diaspora')?.entries).toEqual([
      { path: '/diaspora-references', labelKey: 'menu.diasporaReferences', icon: 'diaspora' },
    ]);
  });

  it('shows first-time voters only to first-time-voter coordinators', () => {
    expect(paths(buildMenu(NO_FLAGS, []))).not.toContain('/my-vhp-voters');
    expect(paths(buildMenu(flags({ isFtvCoordinator: true }), []))).toContain('/my-vhp-voters');
  });

  it("shows the task group for the 'Detyra' permission", () => {
    const menu = buildMenu(NO_FLAGS, ['Detyra']);
    expect(section(menu, 'tasks')?.entries.map((e) => e.path)).toEqual(['/tasks-sent', '/task-create', '/task-qr-list', '/configurations']);
    expect(paths(buildMenu(NO_FLAGS, ['SomethingElse']))).not.toContain('/tasks-sent');
  });

  it("puts 'tasks received' into the task group with 'DetyratMarra', without repeating it", () => {
    const menu = buildMenu(NO_FLAGS, ['Detyra', 'DetyratMarra']);
    expect(section(menu, 'tasks')?.entries[0]?.path).toBe('/tasks-received');
    expect(paths(menu).filter((p) => p === '/tasks-received')).toHaveLength(1);
  });

  it("keeps 'tasks received' in the general list with 'DetyratMarra' alone", () => {
    const menu = buildMenu(NO_FLAGS, ['DetyratMarra']);
    expect(section(menu, 'general')?.entries.map((e) => e.path)).toContain('/tasks-received');
  });

  it('never lists a path twice, for every combination of flags and codes', () => {
    const bools = [false, true];
    for (const isPatronager of bools)
      for (const isObserver of bools)
        for (const isDiasporaCoordinator of bools)
          for (const isFtvCoordinator of bools)
            for (const codes of [[], ['Detyra'], ['DetyratMarra'], ['Detyra', 'DetyratMarra']]) {
              const all = paths(buildMenu(flags({ isPatronager, isObserver, isDiasporaCoordinator, isFtvCoordinator }), codes));
              expect(new Set(all).size).toBe(all.length);
              for (const path of EVERYONE) expect(all).toContain(path);
            }
  });
});

describe('logoLink', () => {
  it('leads to the special dashboard for the special division', () => {
    expect(logoLink(NO_FLAGS)).toBe('/dashboard');
    expect(logoLink(flags({ highDivision: true }))).toBe('/dashboard?special=1');
  });
});
