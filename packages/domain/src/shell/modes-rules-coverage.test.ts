// Issue 33 [CONST-MODE-1]: the institute modes for classes and exam, and what each one opens.
import { describe, expect, it } from 'vitest';
import { DELIVERY_MODES, type DeliveryMode, type ShellSettings } from './institute-settings.ts';
import { menuItems } from './menu.ts';

const keysFor = (classes: DeliveryMode, exam: DeliveryMode) => {
  const settings: ShellSettings = { file_manager_study_material: 'BOTH', classes, exam, store: false };
  return menuItems({ userType: 1, isSchool: false, settings, enableOnlineAssignment: false }).map((i) => i.key);
};

describe('institute modes', () => {
  it('[CONST-MODE-1] the modes are OFFLINE, ONLINE and HYBRID_BLENDED, and each is read for classes and exam', () => {
    expect([...DELIVERY_MODES].sort()).toEqual(['HYBRID_BLENDED', 'OFFLINE', 'ONLINE']);
    // Offline classes and exams: no Live Classes, no My Exam, but Exam Reports (offline results).
    expect(keysFor('OFFLINE', 'OFFLINE')).toEqual(expect.not.arrayContaining(['live', 'exam']));
    expect(keysFor('OFFLINE', 'OFFLINE')).toContain('report');
    for (const mode of ['ONLINE', 'HYBRID_BLENDED'] as const) {
      expect(keysFor(mode, 'OFFLINE'), mode).toContain('live');
      expect(keysFor('OFFLINE', mode), mode).toEqual(expect.arrayContaining(['exam', 'report']));
    }
  });
});
