// Signing a demo account in for the bench, and the timetable month request of the web client.

/** Signs a demo account in and returns the headers its calls carry (session cookie included). */
export async function sessionHeaders(base, userName, password = 'demo1234') {
  return (await signIn(base, userName, password)).headers;
}

/** Signs a demo account in: the headers of its calls, and its account and user ids. */
export async function signIn(base, userName, password = 'demo1234') {
  const client = { 'content-type': 'application/json', source: 'WEB', timezone: 'Asia/Kolkata' };
  const res = await fetch(`${base}/api/v2/user/v3/login`, {
    method: 'POST',
    headers: client,
    body: JSON.stringify({ user_name: userName, password, device_id: 'bench-device-0001', source: 'WEB' }),
  });
  const cookie = (res.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
  if (!res.ok || !cookie) throw new Error(`bench login as ${userName} failed: HTTP ${res.status}`);
  // The login answer is the envelope of API-LOGIN-1; the session is its result.
  const who = (await res.json()).result;
  return { headers: { ...client, cookie }, accountId: who.account_id, userId: who.user_id };
}

/** The timetable month request of the web client [API-TT-1] for a school student. */
export function timetableMonthBody(instituteId, studentId, start, end) {
  const flag = 'Y';
  return JSON.stringify({
    batch_id: -1,
    course_id: -1,
    standard_id: -1,
    subject_id: -1,
    teacher_id: -1,
    master_course: '',
    startdate: start,
    enddate: end,
    institute_id: instituteId,
    student_id: studentId,
    isCourseStructureTimeTable: flag,
    isExamIncludedInTimeTable: flag,
    is_included_online_class: flag,
    is_included_online_exam: flag,
  });
}
