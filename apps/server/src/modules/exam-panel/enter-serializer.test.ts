import { describe, expect, it } from 'vitest';
import { ZPanelEnterResponse } from '@portal/contract';
import { useSignedInApp } from '../../testing/signed-in-app.ts';
import { serializeEnter, writeContent } from './enter-serializer.ts';
import { openPanel, testIdByName } from './panel-test-helpers.ts';

const t = useSignedInApp({ aarav: '9000000001' });

/** An enter answer as the route returns it, with its content written (or not) as the cache does. */
async function answer(write: boolean) {
  const { data } = await openPanel(t.app, t.tokens.aarav, await testIdByName(t.database.db, 'Online Quiz: Science (weekly practice)'));
  const content = { sections: data.sections, questions: data.questions, passages: data.passages };
  if (write) writeContent(content);
  return { statusCode: 200, message: 'OK', data: { ...data, ...content } };
}

describe('the enter answer written with its content checked once (decision 042)', () => {
  it('writes exactly what checking and writing the whole answer writes', async () => {
    const body = await answer(true);
    expect(serializeEnter(body).toString()).toBe(JSON.stringify(ZPanelEnterResponse.parse(body)));
  });

  it('the content part is the copy written once, not checked and written again', async () => {
    const body = await answer(true);
    const written = serializeEnter(body).toString();
    // The same content (the cache's arrays) changed afterwards: the written copy is what goes out.
    (body.data.questions[0] as { stem_html: string }).stem_html = 'changed after writing';
    expect(serializeEnter(body).toString()).toBe(written);
  });

  it('an answer whose content was not written is checked and written whole, the same', async () => {
    const body = await answer(false);
    expect(serializeEnter(body).toString()).toBe(JSON.stringify(ZPanelEnterResponse.parse(body)));
  });

  it('still checks the rest of the answer on every call: a broken attempt part is refused', async () => {
    const body = await answer(true);
    expect(() => serializeEnter({ ...body, data: { ...body.data, attempt: { ...body.data.attempt, seconds_left: -1 } } })).toThrow();
  });

  it('content that breaks the contract is never written', () => {
    expect(() => writeContent({ sections: [], questions: [{ question_id: 'x' }] as never, passages: [] })).toThrow();
  });
});
