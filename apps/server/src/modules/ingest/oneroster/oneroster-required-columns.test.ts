import { describe, expect, it } from 'vitest';
import { oneRosterTestApp, zipOf } from './oneroster-test-helpers.ts';

// Issue 34: 1EdTech's CSV binding of OneRoster 1.2 with every required column and no optional
// one (a minimal export), roles in roles.csv; and the same with the optional columns present
// but empty, as many systems write them.
const { ctx, post } = oneRosterTestApp();
const db = () => ctx.t.database.db;

const MINIMAL = {
  'manifest.csv': 'propertyName,value\nmanifest.version,1.0\noneroster.version,1.2\nfile.orgs,bulk\nfile.academicSessions,bulk\nfile.courses,bulk\nfile.classes,bulk\nfile.users,bulk\nfile.roles,bulk\nfile.enrollments,bulk\nfile.demographics,absent\n',
  'orgs.csv': 'sourcedId,name,type\norg-min,Minimal School,school\n',
  'academicSessions.csv': 'sourcedId,title,type,startDate,endDate,schoolYear\nas-min,2030-31,schoolYear,2030-04-01,2031-03-31,2031\n',
  'courses.csv': 'sourcedId,title,orgSourcedId\ncrs-min,Class 5,org-min\n',
  'classes.csv': 'sourcedId,title,courseSourcedId,classType,schoolSourcedId,termSourcedIds\ncls-min,Class 5-A,crs-min,homeroom,org-min,as-min\n',
  'users.csv': 'sourcedId,enabledUser,givenName,familyName\nusr-min-1,true,Meena,Iyer\nusr-min-t,true,Ravi,Shah\n',
  'roles.csv': 'sourcedId,userSourcedId,roleType,role,orgSourcedId\nrl-1,usr-min-1,primary,student,org-min\nrl-2,usr-min-t,primary,teacher,org-min\n',
  'enrollments.csv': 'sourcedId,classSourcedId,schoolSourcedId,userSourcedId,role\nenr-min-1,cls-min,org-min,usr-min-1,student\n',
};

describe('[issue 34] OneRoster 1.2 with its required columns alone', () => {
  it('imports the year, the class with its course, the student in it and the teacher as staff', async () => {
    const job = await post(zipOf(MINIMAL));
    expect(job).toMatchObject({ state: 'done', counts: { created: 5, failed: 0 }, errors: [] });
    const pupil = await db().selectFrom('student as s').innerJoin('app_user as u', 'u.id', 's.user_id').select(['u.name', 'u.phone', 's.id']).where('u.name', '=', 'Meena Iyer').executeTakeFirstOrThrow();
    expect(pupil.phone).toBeNull();
    expect(await db().selectFrom('student_batch').select('batch_name').where('student_id', '=', pupil.id).execute()).toEqual([{ batch_name: 'Class 5-A' }]);
    expect(await db().selectFrom('batch').select('course_name').where('name', '=', 'Class 5-A').executeTakeFirstOrThrow()).toEqual({ course_name: 'Class 5' });
    expect(await db().selectFrom('staff_member').select('name').where('name', '=', 'Ravi Shah').execute()).toHaveLength(1);
  });

  it('the optional columns present and empty change nothing', async () => {
    const users = 'sourcedId,status,dateLastModified,enabledUser,username,userIds,givenName,familyName,middleName,identifier,email,sms,phone,agentSourcedIds,grades,password,userMasterIdentifier,resourceSourcedIds,preferredGivenName,preferredMiddleName,preferredFamilyName,primaryOrgSourcedId,pronouns\n' +
      'usr-min-1,,,true,,,Meena,Iyer,,,,,,,,,,,,,,,\nusr-min-t,,,true,,,Ravi,Shah,,,,,,,,,,,,,,,\n';
    const job = await post(zipOf({ ...MINIMAL, 'users.csv': users }));
    expect(job).toMatchObject({ state: 'done', counts: { created: 0, updated: 0, unchanged: 5, failed: 0 } });
  });
});
