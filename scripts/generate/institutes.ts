import { sql, type Insertable } from 'kysely';
import type { InstituteTable } from '../../apps/server/src/db/types.ts';
import { bulkInsert } from '../../apps/server/src/demo/bulk-insert.ts';
import { calendarEntries, teachingDays } from './calendar.ts';
import { insert, once, type GenerateContext } from './context.ts';
import type { InstitutePlan } from './plan.ts';

const BRAND = '/my-account/brand';
const DEMO_IMAGES = '/my-account/demo';

/** Settings like the demo's school (101) and coaching institute (102), by kind. */
function instituteRow(p: InstitutePlan): Insertable<InstituteTable> {
  const kind = p.school ? 'school' : 'coaching';
  const host = `${p.school ? 'school' : 'coaching'}-${p.id}.scale.localhost`;
  return {
    id: p.id, name: p.name, is_school: p.school, hosts: [host],
    logo_url: `${BRAND}/${kind}-logo.svg`, favicon_url: `${BRAND}/${kind}-favicon.svg`,
    file_manager: p.school ? 'BOTH' : 'STUDY_MATERIAL', classes_mode: 'HYBRID_BLENDED', exam_mode: p.school ? 'HYBRID_BLENDED' : 'ONLINE',
    store: !p.school, online_assignment: true, elearn: true, marketing_banner: p.school, fee_struct_linked: p.school, fee_receipts: true, fine_configured: false,
    help_url: null, privacy_url: null, terms_url: null, twitter_url: null, facebook_url: null, linkedin_url: null, whatsapp_url: null, youtube_url: null, instagram_url: null,
    prod_url: null, country_calling_code: '91', language: null, address: `Plot ${p.n}, Station Road, ${p.city}`,
  };
}

/**
 * The institutes, their two academic years (ids from plan.ts), calendars, banners and exam
 * settings, and the temporary tables the later steps join: gen_institute and gen_day (the
 * teaching days of each kind and year, numbered from 1 as the schedule's ids count them).
 */
export async function addInstitutes(ctx: GenerateContext, plans: InstitutePlan[]): Promise<void> {
  const { trx, years, today } = ctx;
  for (let i = 0; i < plans.length; i += 200) await trx.insertInto('institute').values(plans.slice(i, i + 200).map(instituteRow)).execute();
  ctx.added.set('institute', plans.length);
  await trx.insertInto('academic_year').values(plans.flatMap((p) => years.map((y, i) => ({
    id: p.yearIds[i]!, institute_id: p.id, name: y.name, start_date: y.start, end_date: y.end, is_current: i === 1,
  })))).execute();
  ctx.added.set('academic_year', plans.length * 2);
  await trx.updateTable('institute').set({ live_recording_view: 5, vimeo_downloadable: true }).where('id', 'in', plans.map((p) => p.id)).execute();

  await sql`create temp table gen_institute (n int primary key, id int, school bool, prev_year int, cur_year int) on commit drop`.execute(trx);
  await bulkInsert(trx, 'gen_institute', plans.map((p) => ({ n: p.n, id: p.id, school: p.school, prev_year: p.yearIds[0], cur_year: p.yearIds[1] })), [
    ['n', 'int'], ['id', 'int'], ['school', 'bool'], ['prev_year', 'int'], ['cur_year', 'int'],
  ]);
  await sql`create temp table gen_day (school bool, year int2, no int, d date, primary key (school, year, no)) on commit drop`.execute(trx);
  const days = [true, false].flatMap((school) => years.flatMap((span, year) => teachingDays(school, span, years, today).map((d, i) => ({ school, year, no: i + 1, d }))));
  await bulkInsert(trx, 'gen_day', days, [['school', 'bool'], ['year', 'int2'], ['no', 'int'], ['d', 'date']]);
  await sql`analyze gen_institute, gen_day`.execute(trx);

  const events = plans.flatMap((p) => calendarEntries(p.school, years, today).map((e) => ({
    institute_id: p.id, event_type: e.type, holiday_type: e.type === 2 ? (e.category ?? 4) : null, title: e.title, description: e.desc ?? null,
    document_url: e.doc ?? null, start_date: e.start, end_date: e.end ?? e.start, is_all_day: !e.time, start_time: e.time?.[0] ?? null, end_time: e.time?.[1] ?? null,
    days_of_week: e.days ?? [], user_types: e.users ?? [1, 3], standard_names: e.standards ?? [],
  })));
  // Kysely's VALUES lists (bulkInsert's unnest would flatten the array columns), 1000 rows a statement.
  for (let i = 0; i < events.length; i += 1000) await trx.insertInto('calendar_event').values(events.slice(i, i + 1000)).execute();
  ctx.added.set('calendar_event', events.length);

  await insert(ctx, 'banner', sql`insert into banner (institute_id, image_url, title, is_redir, land_scr, sort_order)
    select i.id, ${DEMO_IMAGES} || '/banner-' || b || '.svg', (array['Your timetable for the week', 'Practice tests are open', 'Submit your homework on time'])[b],
      true, (array['TIMETABLE', 'EXAM', 'ASSIGNMENT'])[b], b * 10
    from gen_institute i, generate_series(1, 3) b`);
  await insert(ctx, 'promotion', sql`insert into promotion (institute_id, image_url, title)
    select i.id, ${DEMO_IMAGES} || '/promo-1.svg', case when i.school then 'Admissions open for the next session' else 'Crash course enrolments open' end from gen_institute i`);
  await once(ctx, 'exam_setting', sql`insert into exam_setting (institute_id, show_exam_rank) select id, n % 3 <> 0 from gen_institute`);
}
