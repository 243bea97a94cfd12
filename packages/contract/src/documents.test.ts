import { describe, expect, it } from 'vitest';
import { ZDocFilesQuery, ZDocFilesResponse, ZDocSubjectsQuery, ZDocSubjectsResponse } from './documents.ts';

const file = {
  file_id: 7,
  file_name: 'Chapter-6-notes.pdf',
  file_url: null,
  vimeo_video_id: null,
  proc_id: null,
  title: 'Chapter 6 notes',
  size: 0.5,
  student_file_share_date: '2026-11-24T10:00:00+05:30',
  subject_name: 'Mathematics',
  category_name: 'EBook',
  is_readonly: 'N',
  thumbnail_list: [],
  subject_id: 3,
  course_id: null,
  course_name: null,
};

describe('documents wire', () => {
  it('[API-DOC-1] [DOC-LOAD-1] the subjects are asked with student_id, or user_id for an open user, never both', () => {
    expect(ZDocSubjectsQuery.parse({ student_id: '5001' })).toEqual({ student_id: 5001 });
    expect(ZDocSubjectsQuery.parse({ user_id: 503 })).toEqual({ user_id: 503 });
    expect(ZDocSubjectsQuery.safeParse({}).success).toBe(false);
    expect(ZDocSubjectsQuery.safeParse({ student_id: 1, user_id: 2 }).success).toBe(false);
    expect(ZDocSubjectsResponse.parse({ statusCode: 200, message: 'OK', result: { subject_list: [{ subject_id: 3, subject_name: 'Mathematics' }, { course_id: 9, course_name: 'JEE' }] } }).result.subject_list).toHaveLength(2);
  });

  it('[API-DOC-2] [DOC-LOAD-2] files of a subject (student) or a course (open user), share_with 2', () => {
    expect(ZDocFilesQuery.parse({ share_with: '2', student_id: '5001', subject_id: '3' })).toEqual({ share_with: 2, student_id: 5001, subject_id: 3 });
    expect(ZDocFilesQuery.parse({ share_with: 2, user_id: 503, eCourse_id: 9 })).toEqual({ share_with: 2, user_id: 503, eCourse_id: 9 });
    expect(ZDocFilesQuery.safeParse({ share_with: 1, student_id: 5001, subject_id: 3 }).success).toBe(false);
    expect(ZDocFilesQuery.safeParse({ share_with: 2, student_id: 5001 }).success).toBe(false);
  });

  it('[DOC-GROUP-1] [API-DOC-2] fileMap always has the six keys, each a list', () => {
    const fileMap = { Assignment: [], EBook: [file], Exam: [], Other: [], Vimeo: [], Youtube: [] };
    expect(ZDocFilesResponse.parse({ statusCode: 200, message: 'OK', result: { fileMap, vimeo_video_downlodable: true } }).result.fileMap.EBook[0]!.title).toBe('Chapter 6 notes');
    const { Youtube: _gone, ...missing } = fileMap;
    expect(ZDocFilesResponse.safeParse({ statusCode: 200, message: 'OK', result: { fileMap: missing, vimeo_video_downlodable: true } }).success).toBe(false);
  });
});
