import { sql } from 'kysely';
import { once, type GenerateContext } from './context.ts';
import { CITIES } from './names.ts';

const STATES = ['Maharashtra', 'Madhya Pradesh', 'Rajasthan', 'Uttar Pradesh', 'Bihar', 'Gujarat', 'Tamil Nadu', 'Karnataka', 'Kerala', 'Andhra Pradesh'];
const BLOOD = ['O+', 'B+', 'A+', 'AB+', 'O-', 'B-', 'A-', 'AB-'];
const TONGUES = ['Hindi', 'Marathi', 'Tamil', 'Telugu', 'Kannada', 'Malayalam', 'Gujarati', 'Bengali', 'Punjabi', 'English'];

/**
 * Every student's profile (as an institute records it, some fields missing) and the sessions
 * their logins of the last four weeks left: three per student, one per parent, ended or logged
 * out. The server deletes sessions a month after their end (session.service.ts), so that is
 * what its table holds at any time; the session lookup then searches a large table.
 */
export async function addProfilesAndSessions(ctx: GenerateContext): Promise<void> {
  const { years, now } = ctx;
  const currentStart = Number(years[1].start.slice(0, 4));
  await once(ctx, 'student_profile', sql`insert into student_profile (student_id, standard, roll_no, mother_tongue, gender, country, state, birth_place,
      blood_group, aadhar, dob, current_address, permanent_address, parent_name, parent_phone, guardian_name)
    select s.student_id, b.course, ((s.k - 1) % 40 + 1)::text, (${TONGUES}::text[])[1 + s.g % 10], case when s.girl then 'Female' else 'Male' end, 'India',
      (${STATES}::text[])[1 + s.n % 10], (${CITIES}::text[])[1 + (s.g * 3) % ${sql.lit(CITIES.length)}],
      case when pg_temp.roll(s.g, 11) < 0.8 then (${BLOOD}::text[])[1 + s.g % 8] end,
      case when pg_temp.roll(s.g, 12) < 0.7 then 'XXXXXXXX' || lpad((s.g % 10000)::text, 4, '0') end,
      make_date(${sql.lit(currentStart)} - case when s.school then 6 + coalesce(substring(b.course from '^Class ([0-9]+)')::int, 0) else 17 end, 1 + s.g % 12, 1 + s.g % 28),
      (1 + s.g % 300) || ', ' || (array['MG Road', 'Station Road', 'Civil Lines', 'Shivaji Nagar', 'Gandhi Nagar'])[1 + s.k % 5] || ', ' || (${CITIES}::text[])[1 + s.n % ${sql.lit(CITIES.length)}],
      null, p.name, p.phone, null
    from gen_student s join gen_batch b on b.id = s.cur_batch
    left join gen_child c on c.student_id = s.student_id and c.eldest left join app_user p on p.id = c.parent_user_id
    order by s.student_id`);
  // A session ends with its login's day: 12 hours after a morning login is near enough.
  await once(ctx, 'session', sql`insert into session (token_hash, user_id, institute_id, student_id, academic_year_id, device_id, time_zone, created_at, expires_at, revoked_at, revoked_reason)
    select encode(sha256(convert_to('generated-session-' || w.user_id || '-' || j, 'UTF8')), 'hex'), w.user_id, w.institute_id, w.student_id, i.cur_year,
      'device-' || w.user_id, 'Asia/Kolkata', t, t + interval '12 hours', case when j = 1 then t + interval '2 hours' end, case when j = 1 then 'logout' end
    from (select user_id, institute_id, student_id, n, 3 as logins from gen_student
          union all select c.parent_user_id, p.institute_id, c.student_id, p.n, 1 from gen_child c join gen_parent p on p.user_id = c.parent_user_id where c.eldest) w
    join gen_institute i on i.n = w.n
    cross join generate_series(1, w.logins) j
    cross join lateral (select ${now}::timestamptz - make_interval(days => 1 + ((w.user_id * 7 + j * 31) % 27), hours => (w.user_id + j) % 10) as t) tt`);
}
