// Issue 17's rows of the API table: the study library's two calls as the web client sends them
// for the school student (API-STUDY-1 and API-STUDY-2, the first course type's whole tree:
// topics three levels deep and materials of all twelve types), next to the one-query route.

/** The study calls of the signed-in school student; the course type is read from the first call, as the screen does. */
export async function studyCalls(base, headers, { instituteId = 101, studentId = 5001 } = {}) {
  const coursesPath = `/api/v1/instFileSystem/get-student-ecourses/${instituteId}/${studentId}?source=STUDENT_PORTAL`;
  const res = await fetch(base + coursesPath, { headers });
  if (!res.ok) throw new Error(`bench study course types: HTTP ${res.status}`);
  const [course] = await res.json();
  if (!course) throw new Error('bench study course types: the demo student has none');
  const body = { ecourse_id: course.course_type_id, institute_id: instituteId, product_id: course.product_id };
  return [
    { name: 'study course types', path: coursesPath, headers },
    { name: 'study material (a course tree)', path: '/api/v1/instFileSystem/get-study-material', method: 'POST', headers, body: JSON.stringify(body) },
  ];
}
