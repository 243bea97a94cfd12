import { fileExtension as nameExtension } from '../assignments/upload-type.ts';

/**
 * How the media viewer shows a file [VIEWER-TYPE-1], from its name (the extension after the
 * last dot of the name, or of an address's path, ignoring case, a query and a fragment):
 * - pdf: our own page-by-page viewer (decision 063: the spec's external document viewer
 *   [VIEWER-FILE-1] is an outside service the portal cannot rely on, and it would send a
 *   student's file to a third party); it is the spec's type file;
 * - office: Word, Excel, PowerPoint and OpenDocument files, type file too [VIEWER-FILE-1]:
 *   offered for download while no document viewer is configured;
 * - image (jpg, jpeg, png, bmp, gif, and webp, svg is left out: it can carry script) [VIEWER-IMG-1];
 * - audio (mp3, aac, wav, ogg, and m4a) [VIEWER-AUDIO-1];
 * - video: mp4, m4v, webm, mov play in the browser's own player: the spec lets homework carry
 *   mp4 and m4v and products sample mp4/webm/ogg videos, so showing them as unsupported would
 *   be wrong (decision 063);
 * - text: txt, shown as plain text;
 * - unsupported: pbix and zip [VIEWER-UNSUP-2] and every other extension, or none
 *   [VIEWER-UNSUP-3]: decision 063 reads the list as closed (what we cannot show safely is not
 *   shown), and the viewer says 'Preview not supported. Please download the file.' [VIEWER-UNSUP-1].
 */
export type FileViewerKind = 'pdf' | 'office' | 'image' | 'audio' | 'video' | 'text' | 'unsupported';

const KINDS: Record<string, FileViewerKind> = {
  pdf: 'pdf',
  doc: 'office',
  docx: 'office',
  xls: 'office',
  xlsx: 'office',
  ppt: 'office',
  pptx: 'office',
  odt: 'office',
  ods: 'office',
  odp: 'office',
  csv: 'office',
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  bmp: 'image',
  gif: 'image',
  webp: 'image',
  mp3: 'audio',
  aac: 'audio',
  wav: 'audio',
  ogg: 'audio',
  m4a: 'audio',
  mp4: 'video',
  m4v: 'video',
  webm: 'video',
  mov: 'video',
  txt: 'text',
};

/** 'Notes.PDF' -> 'pdf'; '/files/a.b/c.docx?x=1#p' -> 'docx' (the name's rule on the address's last part); none -> ''. */
export function fileExtension(nameOrAddress: string): string {
  const path = nameOrAddress.split(/[?#]/, 1)[0] ?? '';
  return nameExtension(path.slice(path.lastIndexOf('/') + 1).trim());
}

export function fileViewerKind(nameOrAddress: string): FileViewerKind {
  const ext = fileExtension(nameOrAddress);
  return Object.hasOwn(KINDS, ext) ? KINDS[ext]! : 'unsupported'; // 'constructor' is no kind
}

/** True when the viewer shows the file itself (a view button makes sense) [DOC-DL-3]. */
export const canPreview = (nameOrAddress: string) => {
  const kind = fileViewerKind(nameOrAddress);
  return kind !== 'unsupported' && kind !== 'office';
};
