import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@portal/domain/shell/language';
import de from '../locales/de.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import hi from '../locales/hi.json';
import screensDe from '../locales/screens/de.json';
import screensEn from '../locales/screens/en.json';
import screensFr from '../locales/screens/fr.json';
import screensHi from '../locales/screens/hi.json';
import timetableDe from '../locales/timetable/de.json';
import timetableEn from '../locales/timetable/en.json';
import timetableFr from '../locales/timetable/fr.json';
import timetableHi from '../locales/timetable/hi.json';
import liveDe from '../locales/live/de.json';
import liveEn from '../locales/live/en.json';
import liveFr from '../locales/live/fr.json';
import liveHi from '../locales/live/hi.json';
import mediaDe from '../locales/media/de.json';
import mediaEn from '../locales/media/en.json';
import mediaFr from '../locales/media/fr.json';
import mediaHi from '../locales/media/hi.json';
import eventsDe from '../locales/events/de.json';
import eventsEn from '../locales/events/en.json';
import eventsFr from '../locales/events/fr.json';
import eventsHi from '../locales/events/hi.json';
import feesDe from '../locales/fees/de.json';
import feesEn from '../locales/fees/en.json';
import feesFr from '../locales/fees/fr.json';
import feesHi from '../locales/fees/hi.json';
import passwordDe from '../locales/password/de.json';
import passwordEn from '../locales/password/en.json';
import passwordFr from '../locales/password/fr.json';
import passwordHi from '../locales/password/hi.json';
import profileDe from '../locales/profile/de.json';
import profileEn from '../locales/profile/en.json';
import profileFr from '../locales/profile/fr.json';
import profileHi from '../locales/profile/hi.json';
import assignmentsDe from '../locales/assignments/de.json';
import assignmentsEn from '../locales/assignments/en.json';
import assignmentsFr from '../locales/assignments/fr.json';
import assignmentsHi from '../locales/assignments/hi.json';
import examsDe from '../locales/exams/de.json';
import reportsDe from '../locales/reports/de.json';
import reportsEn from '../locales/reports/en.json';
import reportsFr from '../locales/reports/fr.json';
import reportsHi from '../locales/reports/hi.json';
import examsEn from '../locales/exams/en.json';
import examsFr from '../locales/exams/fr.json';
import examsHi from '../locales/exams/hi.json';
import examPanelDe from '../locales/exam-panel/de.json';
import examPanelEn from '../locales/exam-panel/en.json';
import examPanelFr from '../locales/exam-panel/fr.json';
import examPanelHi from '../locales/exam-panel/hi.json';
import documentsDe from '../locales/documents/de.json';
import documentsEn from '../locales/documents/en.json';
import documentsFr from '../locales/documents/fr.json';
import documentsHi from '../locales/documents/hi.json';
import studyDe from '../locales/study/de.json';
import studyEn from '../locales/study/en.json';
import studyFr from '../locales/study/fr.json';
import studyHi from '../locales/study/hi.json';
import productsDe from '../locales/products/de.json';
import productsEn from '../locales/products/en.json';
import productsFr from '../locales/products/fr.json';
import productsHi from '../locales/products/hi.json';

// The signed-in screens' texts live in their own files per area (screen-texts.ts); each
// language's files are checked as one tree.
const AREAS_EN: Record<string, object> = { screens: screensEn, timetable: timetableEn, live: liveEn, media: mediaEn, events: eventsEn, fees: feesEn, password: passwordEn, profile: profileEn, assignments: assignmentsEn, exams: examsEn, examPanel: examPanelEn, reports: reportsEn, documents: documentsEn, study: studyEn, products: productsEn };
const LOCALES: Record<string, unknown> = {
  en: { ...en, ...screensEn, ...timetableEn, ...liveEn, ...mediaEn, ...eventsEn, ...feesEn, ...passwordEn, ...profileEn, ...assignmentsEn, ...examsEn, ...examPanelEn, ...reportsEn, ...documentsEn, ...studyEn, ...productsEn },
  fr: { ...fr, ...screensFr, ...timetableFr, ...liveFr, ...mediaFr, ...eventsFr, ...feesFr, ...passwordFr, ...profileFr, ...assignmentsFr, ...examsFr, ...examPanelFr, ...reportsFr, ...documentsFr, ...studyFr, ...productsFr },
  hi: { ...hi, ...screensHi, ...timetableHi, ...liveHi, ...mediaHi, ...eventsHi, ...feesHi, ...passwordHi, ...profileHi, ...assignmentsHi, ...examsHi, ...examPanelHi, ...reportsHi, ...documentsHi, ...studyHi, ...productsHi },
  de: { ...de, ...screensDe, ...timetableDe, ...liveDe, ...mediaDe, ...eventsDe, ...feesDe, ...passwordDe, ...profileDe, ...assignmentsDe, ...examsDe, ...examPanelDe, ...reportsDe, ...documentsDe, ...studyDe, ...productsDe },
};

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function valueAt(tree: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
}

describe('locale files', () => {
  it('[SHELL-LANG-1] there is a locale file for every supported language', () => {
    expect(Object.keys(LOCALES).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const [a, treeA] of Object.entries(LOCALES)) {
    for (const [b, treeB] of Object.entries(LOCALES)) {
      if (a === b) continue;
      it(`[SHELL-LANG-1] ${b} has every key of ${a}`, () => {
        const missing = keys(treeA).filter((k) => typeof valueAt(treeB, k) !== 'string');
        expect(missing).toEqual([]);
      });
    }
  }

  it('[SHELL-LANG-1] no text is empty and every {{placeholder}} is kept in each language', () => {
    for (const key of keys(LOCALES.en)) {
      const placeholders = (String(valueAt(LOCALES.en, key)).match(/{{\w+}}/g) ?? []).sort();
      for (const [lang, tree] of Object.entries(LOCALES)) {
        const text = String(valueAt(tree, key));
        expect(text.trim(), `${lang} ${key}`).not.toBe('');
        expect((text.match(/{{\w+}}/g) ?? []).sort(), `${lang} ${key}`).toEqual(placeholders);
      }
    }
  });

  it('[SHELL-LANG-1] no area file redefines a top-level key of the main file or of another area', () => {
    const seen = new Map<string, string>(Object.keys(en).map((k) => [k, 'main']));
    const clashes: string[] = [];
    for (const [area, tree] of Object.entries(AREAS_EN)) {
      for (const k of Object.keys(tree)) {
        if (seen.has(k)) clashes.push(`${area}.${k} (also in ${seen.get(k)})`);
        seen.set(k, area);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('[HOME-GREET-1..4] [HOME-QUOTE-1] [MSG-LIST-3] every key the home and message rules return exists in English', () => {
    const keys = ['home.greet.morning', 'home.greet.noon', 'home.greet.afternoon', 'home.greet.evening'];
    for (let d = 0; d < 7; d += 1) keys.push(`home.quote.${d}.text`, `home.quote.${d}.author`, `day.${d}`);
    expect(keys.filter((k) => typeof valueAt(LOCALES.en, k) !== 'string')).toEqual([]);
  });

  it('[LOGIN-VALID-1..6] [ERR-STATUS-1..7] every key the domain rules return exists in English', () => {
    const domainKeys = [
      'login.valid.loginRequired',
      'login.valid.passwordRequired',
      'login.valid.phoneInvalid',
      'login.valid.emailInvalid',
      'login.valid.passwordInvalid',
      'login.valid.passwordShort',
      'login.err.network',
      'login.err.invalid',
      'login.err.contactAdmin',
      'err.status.none',
      'err.status.400',
      'err.status.401',
      'err.status.404',
      'err.status.500',
      'err.status.503',
      'err.status.other',
      'word.homework',
      'word.assignments',
      'word.section',
      'word.batch',
      'word.standard',
      'word.course',
      'word.noticeBoard',
      'word.announcement',
    ];
    expect(domainKeys.filter((k) => typeof valueAt(en, k) !== 'string')).toEqual([]);
  });
});
