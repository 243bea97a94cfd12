import { describe, expect, it } from 'vitest';
import { studyEmptyState, studyHintWord, type StudyView } from './study-empty.ts';
import { studyMaterialActions, type StudyMaterialFacts } from './study-material.ts';
import { flagOn, yesNo } from './study-types.ts';

const mat = (over: Partial<StudyMaterialFacts>): StudyMaterialFacts => ({ file_id: 41, file_name: null, is_readonly: 'N', videoID: null, is_vdocipher: false, is_vimeo: false, youtubeVideoID: null, video_url: null, ...over });

describe('study materials: how a material plays or downloads', () => {
  it('[STUDY-MAT-1] a stored file downloads only when is_readonly is N (the documents\' rule)', () => {
    expect(studyMaterialActions(mat({ file_name: 'notes.pdf' }))).toEqual({ play: { kind: 'file' }, download: true, viewOnly: false, noPreview: false });
    expect(studyMaterialActions(mat({ file_name: 'notes.pdf', is_readonly: 'Y' }))).toEqual({ play: { kind: 'file' }, download: false, viewOnly: true, noPreview: false });
    expect(studyMaterialActions(mat({ file_name: 'notes.pdf', is_readonly: null })).download).toBe(false);
    expect(studyMaterialActions(mat({ file_name: 'bundle.zip' }))).toEqual({ play: null, download: true, viewOnly: false, noPreview: true });
    expect(studyMaterialActions(mat({ file_name: 'brief.docx', is_readonly: 'Y' }))).toEqual({ play: null, download: false, viewOnly: false, noPreview: false });
    expect(studyMaterialActions(mat({ file_name: 'tone.mp3' })).play).toEqual({ kind: 'file' });
  });

  it('[STUDY-MAT-2] [VIEWER-VDO-1] a VDOCipher material plays in the protected player with its file_id; never downloaded', () => {
    expect(studyMaterialActions(mat({ is_vdocipher: true, videoID: 'vdo-study-7', file_name: 'x.mp4' }))).toEqual({ play: { kind: 'vdo', videoId: 'vdo-study-7', fileId: 41 }, download: false, viewOnly: false, noPreview: false });
    expect(studyMaterialActions(mat({ is_vdocipher: 'Y', videoID: '' })).play).toBeNull();
    expect(studyMaterialActions(mat({ is_vdocipher: true, videoID: 'a b"<' })).play).toBeNull();
  });

  it('[STUDY-MAT-3] [VIEWER-VIMEO-1] [VIEWER-YT-1] the video fields decide the player: Vimeo by videoID, YouTube by its id, a page address in its player', () => {
    expect(studyMaterialActions(mat({ is_vimeo: true, videoID: 76979871 })).play).toEqual({ kind: 'vimeo', videoId: '76979871' });
    expect(studyMaterialActions(mat({ is_vimeo: true, videoID: 'not-an-id' })).play).toBeNull();
    expect(studyMaterialActions(mat({ youtubeVideoID: 'bUu8gC1nXsE' })).play).toEqual({ kind: 'youtube', videoId: 'bUu8gC1nXsE' });
    expect(studyMaterialActions(mat({ video_url: 'https://www.youtube.com/watch?v=f-ldPgEfAHI' })).play).toEqual({ kind: 'youtube', videoId: 'f-ldPgEfAHI' });
    expect(studyMaterialActions(mat({ video_url: 'https://vimeo.com/148751763' })).play).toEqual({ kind: 'vimeo', videoId: '148751763' });
    expect(studyMaterialActions(mat({ video_url: 'https://vimeo.com/148751763', is_readonly: 'N' })).download).toBe(false);
  });

  it('[STUDY-MAT-3] a same-origin video or audio address plays; an outside file address or a script does not', () => {
    expect(studyMaterialActions(mat({ video_url: '/prod/student-product/sample-video/abc.mp4' })).play).toEqual({ kind: 'address', address: '/prod/student-product/sample-video/abc.mp4' });
    expect(studyMaterialActions(mat({ video_url: 'https://cdn.example.com/lecture.mp4' })).play).toBeNull();
    expect(studyMaterialActions(mat({ video_url: '//evil.example/lecture.mp4' })).play).toBeNull();
    expect(studyMaterialActions(mat({ video_url: '/\\evil.example/lecture.mp4' })).play).toBeNull();
    expect(studyMaterialActions(mat({ video_url: 'javascript:alert(1)' })).play).toBeNull();
    expect(studyMaterialActions(mat({ video_url: '/files/notes.pdf', file_name: 'notes.pdf' })).play).toEqual({ kind: 'file' });
  });

  it('[STUDY-MAT-3] flags read leniently: Y, true and 1 are on; anything unclear is off', () => {
    expect([true, 1, 'Y', ' y '].map(flagOn)).toEqual([true, true, true, true]);
    expect([false, 0, 'N', null, 'maybe', undefined].map(flagOn)).toEqual([false, false, false, false, false, false]);
    expect(yesNo('n')).toBe('N');
    expect(yesNo(2)).toBeNull();
  });
});

describe('study materials: empty states and hints', () => {
  const v = (over: Partial<StudyView>): StudyView => ({ tab: 'StudyLibrary', isSchool: true, courses: 2, courseChosen: true, subjects: 2, subjectChosen: true, materials: 5, shown: 5, ...over });

  it('[STUDY-EMPTY-1] [STUDY-EMPTY-4] no tab, or a tab without course types: nothing shared', () => {
    expect(studyEmptyState(v({ tab: null }))).toEqual({ kind: 'noTabs' });
    expect(studyEmptyState(v({ courses: 0, tab: 'PurchasedProduct' }))).toEqual({ kind: 'noCourses', tab: 'PurchasedProduct' });
  });

  it('[STUDY-EMPTY-3] [STUDY-EMPTY-4] before a course is chosen: the hint names a standard (school), a course (coaching) or a product', () => {
    expect(studyEmptyState(v({ courseChosen: false }))).toEqual({ kind: 'chooseCourse', word: 'standard' });
    expect(studyEmptyState(v({ courseChosen: false, isSchool: false }))).toEqual({ kind: 'chooseCourse', word: 'course' });
    expect(studyEmptyState(v({ courseChosen: false, tab: 'PurchasedProduct' }))).toEqual({ kind: 'chooseCourse', word: 'product' });
    expect(studyHintWord('PurchasedProduct', true)).toBe('product');
  });

  it('[STUDY-EMPTY-2] [STUDY-EMPTY-4] a course or subject without material; no subject chosen; a search that left nothing', () => {
    expect(studyEmptyState(v({ subjects: null }))).toBeNull();
    expect(studyEmptyState(v({ subjects: 0 }))).toEqual({ kind: 'noMaterial' });
    expect(studyEmptyState(v({ subjectChosen: false }))).toEqual({ kind: 'chooseSubject' });
    expect(studyEmptyState(v({ materials: 0, shown: 0 }))).toEqual({ kind: 'noMaterial' });
    expect(studyEmptyState(v({ shown: 0 }))).toEqual({ kind: 'noMatch' });
    expect(studyEmptyState(v({}))).toBeNull();
  });
});
