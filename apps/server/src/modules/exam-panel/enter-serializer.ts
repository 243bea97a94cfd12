import { z } from 'zod';
import { ZPanelEnterResponse, ZPanelPassage, ZPanelQuestion, ZPanelSection } from '@portal/contract';
import { kept, splicedAnswer, type KeptBytes } from '../../lib/compression/spliced-gzip.ts';
import type { TestContent } from './test-content.ts';

const ZContent = z.object({ sections: z.array(ZPanelSection), questions: z.array(ZPanelQuestion), passages: z.array(ZPanelPassage) });
const EMPTY = '"sections":[],"questions":[],"passages":[]';

/** A test's content as the enter answer writes it, checked against the contract once, keyed by the content's questions. */
const written = new WeakMap<object, KeptBytes>();

/**
 * The content's part of the enter answer, checked and written once per content (the cache's
 * entry): every student entering the test gets the same questions, and checking and writing
 * them on each enter was an eighth of the server's time in the exam bench's start burst.
 */
export function writeContent(content: Pick<TestContent, 'sections' | 'questions' | 'passages'>): void {
  const json = JSON.stringify(ZContent.parse({ sections: content.sections, questions: content.questions, passages: content.passages }));
  written.set(content.questions, kept(Buffer.from(json.slice(1, -1))));
}

const full = (data: unknown) => Buffer.from(JSON.stringify(ZPanelEnterResponse.parse(data)));

/**
 * The enter answer's serialiser: the answer is checked against the contract as every answer is,
 * the content part as it was checked when written (writeContent), the rest on each call. An
 * answer whose content was not written (or that does not have the expected shape) is checked and
 * written whole. The bytes are spliced from the shell and the kept content, so a compressed answer
 * compresses only the shell on each enter (api-compression.ts; decision 049's headroom).
 */
export function serializeEnter(data: unknown): Buffer {
  const envelope = data as { data?: { questions?: unknown } };
  const view = envelope?.data;
  const content = view && typeof view.questions === 'object' && view.questions !== null ? written.get(view.questions) : undefined;
  if (content === undefined) return full(data);
  const shell = JSON.stringify(ZPanelEnterResponse.parse({ ...envelope, data: { ...view, sections: [], questions: [], passages: [] } }));
  const at = shell.indexOf(EMPTY);
  return at < 0 ? full(data) : splicedAnswer([Buffer.from(shell.slice(0, at)), content, Buffer.from(shell.slice(at + EMPTY.length))]);
}
