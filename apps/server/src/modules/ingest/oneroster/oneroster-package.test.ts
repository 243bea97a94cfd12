import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { RowError } from '../area-handler.ts';
import { academicYearRows } from './academic-sessions.ts';
import { readPackage } from './read-package.ts';
import { readZip } from './read-zip.ts';

// Issue 34 (decision 078): a OneRoster 1.2 CSV package as 1EdTech's samples shape it.
const MANIFEST = ['propertyName,value', 'manifest.version,1.0', 'oneroster.version,1.2', 'file.academicSessions,bulk', 'file.orgs,bulk', 'file.users,absent', 'source.systemName,Example SIS'].join('\r\n');
const SESSIONS = [
  'sourcedId,status,dateLastModified,title,type,startDate,endDate,parentSourcedId,schoolYear',
  'AS-2026,,,2026-27,schoolYear,2026-04-01,2027-03-31,,2027',
  'T1-2026,,,Term 1,term,2026-04-01,2026-09-30,AS-2026,2027',
  'AS-2025,tobedeleted,2026-04-01T00:00:00Z,,,,,,',
].join('\n');
const zip = (files: Record<string, string>) => zipSync(Object.fromEntries(Object.entries(files).map(([k, v]) => [k, strToU8(v)])));

describe('[issue 34] reading a OneRoster package', () => {
  it('reads the CSV files of a zip, also inside a folder, and nothing else', () => {
    const files = readZip(zip({ 'export/manifest.csv': MANIFEST, 'export/academicSessions.csv': SESSIONS, 'export/readme.txt': 'x', '__MACOSX/export/._orgs.csv': 'junk' }));
    expect([...files.keys()].sort()).toEqual(['academicSessions.csv', 'manifest.csv']);
  });

  it('refuses a file that is not a zip, and a zip past its limits before inflating it', () => {
    expect(() => readZip(strToU8('sourcedId,name'))).toThrow('not a zip file');
    const big = zip({ 'manifest.csv': MANIFEST, 'users.csv': 'x'.repeat(5000) });
    expect(() => readZip(big, { maxFiles: 64, maxFileBytes: 4096, maxTotalBytes: 1e6 })).toThrow('too large at users.csv');
    expect(() => readZip(big, { maxFiles: 1, maxFileBytes: 1e6, maxTotalBytes: 1e6 })).toThrow(RowError);
  });

  it('follows the manifest: listed files are read in their mode, absent ones not, a missing one is reported', () => {
    const pkg = readPackage(readZip(zip({ 'manifest.csv': MANIFEST, 'academicSessions.csv': SESSIONS, 'users.csv': 'sourcedId\nU1' })));
    expect(pkg.version).toBe('1.2');
    expect([...pkg.files.keys()]).toEqual(['academicSessions']);
    expect(pkg.files.get('academicSessions')).toMatchObject({ mode: 'bulk', header: expect.arrayContaining(['sourcedId', 'startDate']) });
    expect(pkg.problems).toEqual([{ file: 'manifest.csv', line: 5, source_id: null, field: 'file.orgs', message: 'file.orgs says bulk, but the zip has no orgs.csv' }]);
  });

  it('refuses a package without a manifest or of another version, naming what to fix', () => {
    expect(() => readPackage(new Map([['users.csv', 'sourcedId']]))).toThrow('no manifest.csv');
    expect(() => readPackage(new Map([['manifest.csv', 'propertyName,value\noneroster.version,2.0']]))).toThrow("oneroster.version is '2.0'");
    expect(() => readPackage(new Map([['manifest.csv', 'propertyName,value\n"oneroster.version,1.2']]))).toThrow('manifest.csv: line 2: a quoted cell is never closed');
    const broken = readPackage(new Map([['manifest.csv', MANIFEST], ['academicSessions.csv', 'sourcedId\n"x'], ['orgs.csv', 'sourcedId'], ['sessions.csv', '"']]));
    expect(broken.problems.map((p) => `${p.file}:${p.line}`)).toEqual(['academicSessions.csv:2', 'sessions.csv:1']);
  });

  it('school years become academic years (the one holding today current); terms are left out; deletions pass through', () => {
    const pkg = readPackage(new Map([['manifest.csv', MANIFEST], ['academicSessions.csv', SESSIONS], ['orgs.csv', 'sourcedId']]));
    const { rows, skipped } = academicYearRows(pkg.files.get('academicSessions')!, '2026-11-28');
    expect(skipped).toBe(1);
    expect(rows).toEqual([
      { line: 2, value: { source_id: 'AS-2026', name: '2026-27', start_date: '2026-04-01', end_date: '2027-03-31', is_current: true } },
      { line: 4, value: { source_id: 'AS-2025', status: 'tobedeleted' } },
    ]);
  });
});
