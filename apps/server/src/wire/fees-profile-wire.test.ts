import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../testing/create-test-app.ts';
import { signIn, withSession } from '../testing/login-helpers.ts';
import { expectSpecShape, SpecError, specEnvelope } from './spec-shape.ts';

// The fees and profile calls, checked against the spec's shapes (issue 12).

let t: TestApp;
let aarav: string;
beforeAll(async () => {
  t = await createTestApp();
  aarav = (await signIn(t.app, '9000000001')).token!;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url, headers: withSession(aarav) });

/**
 * API-FEES-1 "reads total_fee_amount, ..., p_install_li and a_install_li"; S2 §7 says it "reads
 * the result fields listed in section 3", whose entity is the "Fee response result": in result.
 */
const SpecFees = specEnvelope(
  z.object({
    total_fee_amount: z.number(),
    total_paid_amount: z.number(),
    total_unpaid_amount: z.number(),
    is_fine_configured: z.boolean(),
    p_install_li: z.array(
      z.object({
        install_nos: z.string(),
        p_date: z.string(),
        p_method: z.string().nullable(),
        f_rec_no: z.string(),
        p_amount: z.number(),
        d_amount: z.number(),
        financial_yr: z.string(),
      }),
    ),
    a_install_li: z.array(
      z.object({
        install_no: z.number(),
        d_date: z.string(),
        t_amount: z.number(),
        balance_fine: z.number(),
        d_amount: z.number(),
        p_status: z.enum(['Y', 'N']),
        p_amount: z.number(),
        bad_debt_amount: z.number(),
        initial_amount: z.number(),
        tax_amount: z.number(),
        disc_amount: z.number(),
      }),
    ),
  }),
);

describe('[issue 12] fees [API-FEES-1] [API-FEES-2]', () => {
  it('[API-FEES-1] [issue 12] the fee fields in result', async () => {
    const res = await get('/api/v1/studentWise/fee/101/students/5001/2');
    expect(res.statusCode).toBe(200);
    expect(expectSpecShape(SpecFees, res.json()).result.p_install_li.length).toBeGreaterThan(0);
  });

  it('[API-FEES-2] [issue 12] "reads awsDownloadLink": in the body itself (and in result, as every envelope)', async () => {
    const fees = expectSpecShape(SpecFees, (await get('/api/v1/studentWise/fee/101/students/5001/2')).json());
    const paid = fees.result.p_install_li[0]!;
    const res = await get(`/api/v1/studentWise/fee/5001/feeReceipt/${encodeURIComponent(paid.f_rec_no)}/download?fin_yr=${paid.financial_yr}&acad_year=2`);
    expect(res.statusCode).toBe(200);
    const body = expectSpecShape(z.object({ awsDownloadLink: z.string().min(1), result: z.object({ awsDownloadLink: z.string() }) }), res.json());
    expect(body.result.awsDownloadLink).toBe(body.awsDownloadLink);
    expect((await t.app.inject({ url: body.awsDownloadLink })).headers['content-type']).toBe('application/pdf');
  });

  it('[API-FEES-2] [ERR-GEN-1] [issue 12] a refusal keeps the error shape', async () => {
    const res = await get('/api/v1/studentWise/fee/5001/feeReceipt/NOPE-1/download?fin_yr=2026-27&acad_year=2');
    expect(res.statusCode).toBe(404);
    expectSpecShape(SpecError, res.json());
  });
});

/** S1 §3.12 Student detail: the fields the profile screen reads. */
const SpecStudentDetail = z.object({
  student_phone: z.string().nullable(),
  current_address: z.string().nullable(),
  student_email: z.string().nullable(),
  standard: z.string().nullable(),
  assignedCourses: z.string().nullable(),
  roll_no: z.union([z.string(), z.number()]).nullable(),
  mother_tongue: z.string().nullable(),
  gender: z.string().nullable(),
  country: z.string().nullable(),
  birth_place: z.string().nullable(),
  religion: z.string().nullable(),
  blood_group: z.string().nullable(),
  student_adhar_card: z.union([z.string(), z.number()]).nullable(),
  dob: z.string().nullable(),
  state: z.string().nullable(),
  parent_name: z.string().nullable(),
  parent_email: z.string().nullable(),
  parent_profession: z.string().nullable(),
  guardian_phone: z.string().nullable(),
  permanent_address: z.string().nullable(),
  parent_phone: z.string().nullable(),
  parent_adhar_card: z.union([z.string(), z.number()]).nullable(),
  guardian_name: z.string().nullable(),
  guardian_email: z.string().nullable(),
  student_profile_update_restrict: z.boolean(),
});

describe('[issue 12] profile [API-PROFILE-1]', () => {
  it('[API-PROFILE-1] [issue 12] result is the student detail', async () => {
    const res = await get('/api/v1/students/get-student-detail/101/5001');
    expect(res.statusCode).toBe(200);
    expectSpecShape(specEnvelope(SpecStudentDetail), res.json());
  });
});
