import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { coachingSession, openUserSession, parentSession, schoolSession } from '../../test/fixtures.ts';
import { detailCalls, openProfile, rowOf, rowValue, studentProfile } from './testing/profile-server.ts';

const EDIT_NAMES = ['Edit photo', 'Edit address', 'Edit birth place', 'Edit blood group', 'Edit date of birth'];
const editButtons = () => screen.queryAllByRole('button', { name: /^Edit / }).map((b) => b.getAttribute('aria-label'));
const labelsOf = (block: string) =>
  within(screen.getByRole('region', { name: block }))
    .getAllByRole('term')
    .map((dt) => dt.textContent);

describe('profile screen', () => {
  it('[PROFILE-LOAD-1] [API-PROFILE-1] [PROFILE-HEAD-1] [PROFILE-HEAD-2] a school student: the session’s ids are asked; header with photo icon, name, joined date DD-MM-YYYY, contact, email, address', async () => {
    await openProfile();
    expect(detailCalls()).toEqual([`/api/v1/students/get-student-detail/${schoolSession.institute_id}/${schoolSession.student_id}`]);
    const header = screen.getByRole('region', { name: 'Aarav Sharma' });
    expect(within(header).getByRole('img', { name: 'No photo yet' })).toBeInTheDocument();
    expect(within(header).getByText('Joined on 01-06-2023')).toBeInTheDocument();
    expect(rowValue('Contact')).toBe('9000000001');
    expect(rowValue('Email')).toBe('aarav@school.example');
    expect(rowValue('Address')).toBe('14 Lake View Road, Koramangala, Bengaluru 560034');
  });

  it('[PROFILE-EDU-1] [PROFILE-EDU-2] [PROFILE-BLOCK-1] [PROFILE-BLOCK-2] [PROFILE-PARENT-1] [PROFILE-PARENT-2] a school: Class and Section, the roll number first, the father’s details', async () => {
    await openProfile();
    expect(labelsOf('Education')).toEqual(['Class', 'Section']);
    expect([rowValue('Class'), rowValue('Section')]).toEqual(['Class 8', 'Class 8 - A']);
    expect(labelsOf('Profile details')).toEqual(['Roll number', 'Mother tongue', 'Gender', 'Country', 'Birth place', 'Religion', 'Blood group', 'Aadhaar number', 'Date of birth', 'State']);
    expect(['Roll number', 'Mother tongue', 'Birth place', 'Blood group', 'Aadhaar number', 'Date of birth', 'State'].map(rowValue)).toEqual(['17', 'Hindi', 'Pune', 'B+', '482913657204', '14-05-2012', 'Karnataka']);
    expect(labelsOf('Parent details')).toEqual([
      "Father's name",
      "Father's email",
      "Father's profession",
      "Father's contact",
      "Father's Aadhaar",
      'Residential address',
      'Guardian name',
      'Guardian email',
      'Guardian contact',
    ]);
    expect(rowValue("Father's name")).toBe('Rajesh Sharma');
    // What is not filled in folds into one line that opens to its '-' rows (decision 089).
    const notFilled = screen.getByText('Not filled in: Guardian name, Guardian email, Guardian contact');
    expect(notFilled.tagName).toBe('SUMMARY');
    expect(notFilled.parentElement).not.toHaveAttribute('open');
    expect(rowValue('Guardian name')).toBe('-');
  });

  it('[PROFILE-EDU-2] [PROFILE-BLOCK-2] [PROFILE-PARENT-2] a coaching institute: Standard and Batches, no roll number, the parent’s details', async () => {
    await openProfile({ session: coachingSession, profile: studentProfile({ standard: 'JEE 2027', assignedCourses: 'JEE Morning, JEE Weekend' }) });
    expect(labelsOf('Education')).toEqual(['Standard', 'Batches']);
    expect(rowValue('Batches')).toBe('JEE Morning, JEE We...'); // cut at 19
    expect(labelsOf('Profile details')).not.toContain('Roll number');
    expect(labelsOf('Profile details')[0]).toBe('Mother tongue');
    expect(labelsOf('Parent details').slice(0, 5)).toEqual(['Parent name', 'Parent email', 'Parent profession', 'Parent contact', 'Parent Aadhaar']);
  });

  it('[PROFILE-CUT-1] [PROFILE-CUT-2] [PROFILE-CUT-3] [PROFILE-CUT-4] cut values end in ..., open whole at a tap and are read whole by screen readers (decision 089)', async () => {
    const email = 'aarav.sharma.class8a.sunrise.public.school@school.example'; // 56 characters
    const residence = 'House 7, 3rd Cross, 5th Main, HSR Layout Sector 2, Bengaluru, Karnataka 560102'; // 80 characters
    const address = `${'Flat 402, Tower B, Prestige Lakeside Habitat, Varthur Main Road, Whitefield, Bengaluru, Karnataka'} 560087, India`;
    const { user } = await openProfile({
      profile: studentProfile({
        student_email: email,
        current_address: address,
        standard: 'Class 8 Science Honours',
        mother_tongue: 'Kannada and Tamil',
        student_adhar_card: '4829 1365 7204',
        parent_name: 'Rajeshwar Narayan Sharma',
        parent_email: 'rajeshwar.narayan.sharma@longmail.example',
        permanent_address: residence,
      }),
    });
    expect(rowValue('Email')).toBe(`${email.slice(0, 47)}...`);
    const cut = within(rowOf('Email')).getByRole('button', { name: email });
    expect(within(rowOf('Email')).getByText(email)).toHaveClass('sr-only');
    await user.click(cut);
    expect(cut).toHaveAttribute('aria-expanded', 'true');
    expect(cut.textContent).toBe(email);
    expect(rowValue('Address')).toBe(`${address.slice(0, 100)}...`);
    expect(rowValue('Class')).toBe('Class 8 Science Hono...');
    expect(rowValue('Mother tongue')).toBe('Kannada and Tam...');
    expect(rowValue('Aadhaar number')).toBe('4829 1365 72...');
    expect(rowValue("Father's name")).toBe('Rajeshwar Naray...');
    expect(rowValue("Father's email")).toBe('rajeshwar.narayan.sharma@longmail.exa...');
    expect(rowValue('Residential address')).toBe(`${residence.slice(0, 75)}...`);
    // No hover-only title anywhere; a value within its limit is plain text.
    expect(document.querySelector('dd span[title]')).toBeNull();
    expect(within(rowOf('Contact')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('[PROFILE-DISP-1] [PROFILE-DISP-2] [PROFILE-DISP-3] [PROFILE-DISP-4] missing values, -1 and 0 where the rules say, and 01-01-1900 show -', async () => {
    await openProfile({
      profile: studentProfile({ gender: null, religion: '  ', roll_no: '-1', student_adhar_card: '0', blood_group: '-1', parent_phone: '0', dob: '1900-01-01', birth_place: '0', parent_profession: null }),
    });
    expect(['Gender', 'Religion', 'Roll number', 'Aadhaar number', 'Blood group', "Father's contact", 'Date of birth', "Father's profession"].map(rowValue)).toEqual(['-', '-', '-', '-', '-', '-', '-', '-']);
    expect(rowValue('Birth place')).toBe('0'); // free text is shown as typed (decision 020)
  });

  it('[PROFILE-EDIT-1] a student whose institute allows self-editing sees the five edit icons, each named for its field, and Change password', async () => {
    await openProfile();
    expect(editButtons().sort()).toEqual([...EDIT_NAMES].sort());
    expect(within(rowOf('Birth place')).getByRole('button', { name: 'Edit birth place' })).toBeInTheDocument();
    expect(within(rowOf('Date of birth')).getByRole('button', { name: 'Edit date of birth' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });

  it('[PROFILE-EDIT-2] [PROFILE-EDIT-3] a student whose institute does not allow self-editing sees no edit icon', async () => {
    await openProfile({ profile: studentProfile({ student_profile_update_restrict: false }) });
    expect(editButtons()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });

  it('[PROFILE-EDIT-2] [PWD-CHANGE-12] a parent sees the chosen child’s profile, no edit icon, and Change password', async () => {
    const { user } = await openProfile({ session: parentSession });
    expect(detailCalls()).toEqual([`/api/v1/students/get-student-detail/101/${parentSession.student_id}`]);
    expect(editButtons()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
  });

  it('[PROFILE-EDU-3] [PROFILE-EDIT-2] an open user: nothing is asked; the header from the session, - for standard and batch and the blocks, no edit icon', async () => {
    await openProfile({ session: { ...openUserSession, student_id: null, phone_no: '9000000003', email_id: 'rohan@open.example', join_date: '2026-01-15' } });
    expect(detailCalls()).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Kabir Open' })).toBeInTheDocument();
    expect(screen.getByText('Joined on 15-01-2026')).toBeInTheDocument();
    expect([rowValue('Contact'), rowValue('Email'), rowValue('Address')]).toEqual(['9000000003', 'rohan@open.example', '-']);
    expect([rowValue('Standard'), rowValue('Batches')]).toEqual(['-', '-']);
    expect(rowValue('Date of birth')).toBe('-');
    // Not 20 rows of '-': the header and each block say in one line what is not filled in (decision 089).
    expect(screen.getAllByText(/^Not filled in: /).map((s) => s.tagName)).toEqual(['SUMMARY', 'SUMMARY', 'SUMMARY', 'SUMMARY']);
    expect(screen.getByText('Not filled in: Address')).toBeInTheDocument();
    expect(screen.getByText('Not filled in: Standard, Batches')).toBeInTheDocument();
    expect(editButtons()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  });

  it('[ROUTE-CASE-2] /profile shows the same screen, the photo when there is one', async () => {
    await openProfile({ path: '/profile', profile: studentProfile({ photo_url: '/api/v1/profiles/photo/ab12' }) });
    expect(screen.getByRole('img', { name: 'Photo of Aarav Sharma' })).toHaveAttribute('src', '/api/v1/profiles/photo/ab12');
  });
});
