import { describe, expect, it } from 'vitest';
import { ZStudyCoursesParams, ZStudyCoursesResponse, ZStudyMaterialRequest, ZStudyMaterialResponse } from './study.ts';

const map = () => ({ Assignment: [], Other: [], Images: [], Slides: [], Notes: [], PreviousYearQuestionsPaper: [], EBook: [], Exam: [], AudioNotes: [], Vimeo: [], YoutubeURL: [], VDOCipher: [] });
const topic = (topicId: number, subtopicList: unknown[] = []) => ({ subjectId: 3, subjectName: 'Mathematics', topicId, topicName: `Topic ${topicId}`, subtopicList, studyMaterialMap: map() });

describe('study contract', () => {
  it('[API-STUDY-1] the path ids accept numeric text and refuse anything else', () => {
    expect(ZStudyCoursesParams.parse({ institute_id: '101', id: '5001' })).toEqual({ institute_id: 101, id: 5001 });
    expect(ZStudyCoursesParams.safeParse({ institute_id: '101', id: 'x' }).success).toBe(false);
    // [API-STUDY-1] the body is the course type list itself, not an envelope.
    expect(ZStudyCoursesResponse.parse([{ course_type_id: 3, course_type: 'Class 8 CBSE', isPaid: 'N', product_id: null }])).toHaveLength(1);
    expect(ZStudyCoursesResponse.safeParse({ statusCode: 200, message: 'OK', result: [] }).success).toBe(false);
  });

  it('[API-STUDY-2] product_id: an id, or none (null, missing, empty, 0, -1) for a free course; anything else refused', () => {
    expect(ZStudyMaterialRequest.parse({ ecourse_id: '4', institute_id: 101, product_id: '7' })).toEqual({ ecourse_id: 4, institute_id: 101, product_id: 7 });
    for (const none of [null, '', 0, -1, '0', '-1']) expect(ZStudyMaterialRequest.parse({ ecourse_id: 4, institute_id: 101, product_id: none }).product_id).toBeNull();
    expect(ZStudyMaterialRequest.parse({ ecourse_id: 4, institute_id: 101 }).product_id).toBeNull();
    const bad = ZStudyMaterialRequest.safeParse({ ecourse_id: 4, institute_id: 101, product_id: 'abc' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.path).toEqual(['product_id']);
    expect(ZStudyMaterialRequest.safeParse({ institute_id: 101, product_id: null }).error?.issues[0]?.path).toEqual(['ecourse_id']);
  });

  it('[API-STUDY-2] [STUDY-TREE-4] [STUDY-TREE-5] the tree nests to any depth; every node has all twelve keys', () => {
    const deep = topic(1, [topic(2, [topic(3, [topic(4)])])]);
    expect(ZStudyMaterialResponse.parse({ statusCode: 200, message: 'OK', result: [deep] }).result[0]!.subtopicList[0]!.subtopicList[0]!.subtopicList[0]!.topicId).toBe(4);
    const { VDOCipher: _gone, ...eleven } = map();
    expect(ZStudyMaterialResponse.safeParse({ statusCode: 200, message: 'OK', result: [topic(1, [{ ...topic(2), studyMaterialMap: eleven }])] }).success).toBe(false);
  });
});
