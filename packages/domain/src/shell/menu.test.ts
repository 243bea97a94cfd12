import { describe, expect, it } from 'vitest';
import type { ShellSettings } from './institute-settings.ts';
import { activeMenuKey, menuItems, refusedToParent, type MenuInput } from './menu.ts';

const all: ShellSettings = { file_manager_study_material: 'BOTH', classes: 'HYBRID_BLENDED', exam: 'HYBRID_BLENDED', store: true };
const school: MenuInput = { userType: 1, isSchool: true, settings: all, enableOnlineAssignment: true };
const keys = (i: MenuInput) => menuItems(i).map((m) => m.key);

describe('menu visibility', () => {
  it('[SHELL-MENU-14] a school student with every setting on sees every item in the table order', () => {
    expect(keys(school)).toEqual([
      'home', 'timetable', 'studymaterial', 'live', 'exam', 'report', 'document', 'assignment', 'product', 'eventCalender', 'fees',
    ]);
  });

  it('[SHELL-MENU-1] [SHELL-MENU-2] [SHELL-MENU-13] Home, Time Table and Fees show with everything off', () => {
    const bare: MenuInput = {
      userType: 1, isSchool: false, enableOnlineAssignment: false,
      settings: { file_manager_study_material: 'STUDY_MATERIAL', classes: 'OFFLINE', exam: 'OFFLINE', store: false },
    };
    expect(keys(bare)).toEqual(['home', 'timetable', 'studymaterial', 'report', 'fees']);
  });

  it.each([
    ['STUDY_MATERIAL', true, false],
    ['FILE_MANEGER', false, true],
    ['BOTH', true, true],
  ] as const)('[SHELL-MENU-3] [SHELL-MENU-7] [SHELL-MENU-8] file manager %s: study %s, documents %s', (fm, study, docs) => {
    const k = keys({ ...school, settings: { ...all, file_manager_study_material: fm } });
    expect(k.includes('studymaterial')).toBe(study);
    expect(k.includes('document')).toBe(docs);
  });

  it('[SHELL-MENU-3] [SHELL-MENU-7] a parent login sees neither Study Materials nor Documents', () => {
    const k = keys({ ...school, userType: 2 });
    expect(k).not.toContain('studymaterial');
    expect(k).not.toContain('document');
    expect(k).toContain('fees');
  });

  it.each([
    ['ONLINE', true, true, true],
    ['HYBRID_BLENDED', true, true, true],
    ['OFFLINE', false, false, true],
  ] as const)('[SHELL-MENU-4] [SHELL-MENU-5] [SHELL-MENU-6] mode %s: live %s, exam %s, report %s', (mode, live, exam, report) => {
    const k = keys({ ...school, settings: { ...all, classes: mode, exam: mode } });
    expect(k.includes('live')).toBe(live);
    expect(k.includes('exam')).toBe(exam);
    expect(k.includes('report')).toBe(report);
  });

  it('[SHELL-MENU-9] assignments need the feature flag', () => {
    expect(keys({ ...school, enableOnlineAssignment: false })).not.toContain('assignment');
  });

  it('[SHELL-MENU-11] My Products needs the store setting', () => {
    expect(keys({ ...school, settings: { ...all, store: false } })).not.toContain('product');
  });

  it('[SHELL-MENU-12] the event calendar is for schools only', () => {
    expect(keys({ ...school, isSchool: false })).not.toContain('eventCalender');
  });

  it('[SHELL-SHORT-1] [SHELL-MENU-9] [SHELL-MENU-12] [SHELL-MENU-13] user type 99 gets the short menu', () => {
    expect(keys({ ...school, userType: 99 })).toEqual([
      'home', 'timetable', 'studymaterial', 'live', 'exam', 'report', 'document', 'product',
    ]);
  });

  it('[SHELL-SHORT-2] each short-menu item still follows its own setting', () => {
    const k = keys({ ...school, userType: 99, settings: { ...all, classes: 'OFFLINE', store: false } });
    expect(k).not.toContain('live');
    expect(k).not.toContain('product');
  });
});

describe('active menu item', () => {
  const items = menuItems(school);
  it('[SHELL-ACTIVE-1] the item whose link the address starts with is active', () => {
    expect(activeMenuKey('/my-account/fees', items)).toBe('fees');
    expect(activeMenuKey('/timetable', items)).toBe('timetable');
  });
  it('[SHELL-ACTIVE-2] an assignment detail keeps the assignments item active', () => {
    expect(activeMenuKey('/my-account/assignment/42', items)).toBe('assignment');
  });
  it('[SHELL-ACTIVE-3] a product detail keeps My Products active', () => {
    expect(activeMenuKey('/my-account/product/7', items)).toBe('product');
  });
  it('[SHELL-ACTIVE-1] no item is active on a screen outside the menu', () => {
    expect(activeMenuKey('/my-account/messages', items)).toBeUndefined();
  });
});

describe('screens refused to parents', () => {
  it('[SHELL-MENU-3] [SHELL-MENU-7] a parent is refused Study Materials and Documents; students and open users are not', () => {
    expect(refusedToParent('/studymaterial', 2)).toBe(true);
    expect(refusedToParent('/document', 2)).toBe(true);
    expect(refusedToParent('/live', 2)).toBe(false);
    expect(refusedToParent('/document', 1)).toBe(false);
    expect(refusedToParent('/studymaterial', 99)).toBe(false);
  });
});
