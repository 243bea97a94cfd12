import { describe, expect, it } from 'vitest';
import { materialGroups, materialsUnder, noStudyMaterial, searchStudyTree, studySubjects, subjectTopics, topicCounts, topicOptions } from './study-tree.ts';
import { isStudyType, STUDY_TYPES, type StudyNode } from './study-types.ts';

type M = { title: string };
const m = (title: string): M => ({ title });
const node = (topicId: number, topicName: string, map: StudyNode<M>['studyMaterialMap'], subtopicList: StudyNode<M>[] = [], subjectId = 1, subjectName = 'Mathematics'): StudyNode<M> => ({
  subjectId,
  subjectName,
  topicId,
  topicName,
  studyMaterialMap: map,
  subtopicList,
});

// Mathematics: Algebra > Linear equations > Word problems (three levels), Geometry; Science: Light.
const wordProblems = node(3, 'Word problems', { Notes: [m('Ages and coins')], VDOCipher: [m('Worked example')] });
const linear = node(2, 'Linear equations', { EBook: [m('Chapter 2 notes')] }, [wordProblems]);
const algebra = node(1, 'Algebra', { Assignment: [m('Worksheet 1')] }, [linear]);
const geometry = node(4, 'Geometry', {});
const light = node(5, 'Light', { Images: [m('Ray diagram')] }, [], 2, 'Science');
const TREE = [algebra, light, geometry];

describe('study materials: subjects and topic tree', () => {
  it('[STUDY-TREE-1] the subjects of a course, each once, in order; a subject leads to its topics', () => {
    expect(studySubjects(TREE)).toEqual([
      { subjectId: 1, subjectName: 'Mathematics' },
      { subjectId: 2, subjectName: 'Science' },
    ]);
    expect(subjectTopics(TREE, 1).map((n) => n.topicName)).toEqual(['Algebra', 'Geometry']);
    expect(subjectTopics(TREE, null)).toEqual([]);
    expect(studySubjects(null)).toEqual([]);
  });

  it('[STUDY-TREE-3] [STUDY-TREE-4] a topic counts the topics beneath it and the files in it, through every depth', () => {
    expect(topicCounts(algebra)).toEqual({ topics: 2, files: 4 });
    expect(topicCounts(linear)).toEqual({ topics: 1, files: 3 });
    expect(topicCounts(wordProblems)).toEqual({ topics: 0, files: 2 });
    expect(topicCounts(node(9, 'Null lists', null, undefined))).toEqual({ topics: 0, files: 0 });
  });

  it('[STUDY-EMPTY-2] no material anywhere in the topics', () => {
    expect(noStudyMaterial([geometry])).toBe(true);
    expect(noStudyMaterial([geometry, algebra])).toBe(false);
    expect(noStudyMaterial([])).toBe(true);
  });

  it('[STUDY-TREE-2] [STUDY-TREE-4] the dropdown lists every topic depth first, with its depth and path', () => {
    expect(topicOptions(subjectTopics(TREE, 1)).map((o) => [o.node.topicId, o.depth, o.path.join(' > ')])).toEqual([
      [1, 0, 'Algebra'],
      [2, 1, 'Algebra > Linear equations'],
      [3, 2, 'Algebra > Linear equations > Word problems'],
      [4, 0, 'Geometry'],
    ]);
  });

  it('[STUDY-TREE-5] materials grouped by the twelve types in order, empty types left out', () => {
    expect(STUDY_TYPES).toEqual(['Assignment', 'Other', 'Images', 'Slides', 'Notes', 'PreviousYearQuestionsPaper', 'EBook', 'Exam', 'AudioNotes', 'Vimeo', 'YoutubeURL', 'VDOCipher']);
    expect(isStudyType('YoutubeURL')).toBe(true);
    expect(isStudyType('Youtube')).toBe(false);
    expect(materialGroups({ VDOCipher: [m('a')], Notes: [m('b'), m('c')], Exam: [], Other: null }).map((g) => [g.type, g.materials.length])).toEqual([
      ['Notes', 2],
      ['VDOCipher', 1],
    ]);
    expect(materialGroups(null)).toEqual([]);
  });

  it('[STUDY-TREE-2] [STUDY-TREE-5] the title view lists a topic\'s materials and its subtopics\', by type', () => {
    expect(materialsUnder(algebra).map((g) => [g.type, g.materials.map((x) => x.title)])).toEqual([
      ['Assignment', ['Worksheet 1']],
      ['Notes', ['Ages and coins']],
      ['EBook', ['Chapter 2 notes']],
      ['VDOCipher', ['Worked example']],
    ]);
    expect(materialsUnder(wordProblems).map((g) => g.type)).toEqual(['Notes', 'VDOCipher']);
  });
});

describe('study materials: search', () => {
  it('[STUDY-SEARCH-1] materials by title, ignoring case; topics without a match at any depth drop out', () => {
    const found = searchStudyTree(TREE, '  AGES ');
    expect(found.map((n) => n.topicName)).toEqual(['Algebra']);
    expect(topicCounts(found[0]!)).toEqual({ topics: 2, files: 1 });
    expect(found[0]!.studyMaterialMap?.Assignment).toEqual([]);
    expect(found[0]!.subtopicList?.[0]?.subtopicList?.[0]?.studyMaterialMap?.Notes).toEqual([m('Ages and coins')]);
    expect(searchStudyTree(TREE, 'ray').map((n) => n.topicName)).toEqual(['Light']);
    expect(searchStudyTree(TREE, 'nothing like it')).toEqual([]);
    expect(searchStudyTree(TREE, '   ')).toEqual(TREE);
  });
});
