export type CardKind = 'offline-class' | 'live-class' | 'online-exam' | 'offline-exam';

const KINDS: Record<string, CardKind> = {
  Class: 'offline-class',
  'Online Class': 'live-class',
  'Online Exam': 'online-exam',
};

/**
 * The card an item shows, by class_type: 'Class' offline class [TT-CARD-1], 'Online Class'
 * live class [TT-CARD-2], 'Online Exam' online exam [TT-CARD-3], anything else offline exam
 * [TT-CARD-4]. Decision (silent on spelling variants): the text is matched exactly after
 * trimming, so 'class' or 'ONLINE EXAM' fall to the offline exam card.
 */
export function cardKind(classType: string | null | undefined): CardKind {
  const key = (classType ?? '').trim();
  return (Object.hasOwn(KINDS, key) && KINDS[key]) || 'offline-exam';
}
