import { describe, expect, test } from 'vitest';
import { INITIAL_IDENTIFICATION, identificationReducer, objectUrlsInUse } from '../../../../../widget/features/identification/identificationState';
import type { IdentificationAction, IdentificationState } from '../../../../../widget/features/identification/identificationState';
import { answerWith, photoUrl } from './fixtures';

const run = (actions: IdentificationAction[], from: IdentificationState = INITIAL_IDENTIFICATION) => actions.reduce(identificationReducer, from);

describe('the ID page state: each photo on its own', () => {
  const front = photoUrl('mmj_card');
  const loaded = run([{ type: 'answered', answer: answerWith({ mmj_card: front }) }]);

  test("a refusal stays on its photo: another photo's upload and preview are kept", () => {
    const state = run(
      [
        { type: 'uploadStarted', field: 'mmj_card_back', preview: 'blob:back' },
        { type: 'uploadStarted', field: 'government_photo', preview: 'blob:gov' },
        { type: 'failed', field: 'government_photo', message: 'This photo is 7.2 MB; the limit is 5 MB' },
      ],
      loaded,
    );
    expect(state.sides).toEqual({
      mmj_card_back: { kind: 'uploading', preview: 'blob:back' },
      government_photo: { kind: 'error', message: 'This photo is 7.2 MB; the limit is 5 MB' },
    });
    expect(state.answer?.document.mmj_card).toBe(front);
    expect(objectUrlsInUse(state)).toEqual(new Set(['blob:back']));
  });

  test('an upload done shows the local copy for the URL the host gave it, and the new answer', () => {
    const back = photoUrl('mmj_card_back');
    const answer = answerWith({ mmj_card: front, mmj_card_back: back });
    const state = run(
      [
        { type: 'uploadStarted', field: 'mmj_card_back', preview: 'blob:back' },
        { type: 'uploaded', field: 'mmj_card_back', answer, preview: 'blob:back' },
      ],
      loaded,
    );
    expect(state.sides).toEqual({});
    expect(state.answer).toBe(answer);
    expect(state.localPhotos).toEqual({ [back]: 'blob:back' });
    expect(objectUrlsInUse(state)).toEqual(new Set(['blob:back']));
  });

  test('a new upload after a refusal clears the message', () => {
    const state = run(
      [
        { type: 'failed', field: 'student_photo', message: 'Use a JPEG, PNG or WebP photo' },
        { type: 'uploadStarted', field: 'student_photo', preview: 'blob:s' },
      ],
      loaded,
    );
    expect(state.sides.student_photo).toEqual({ kind: 'uploading', preview: 'blob:s' });
  });

  test('a replaced or removed photo lets its local copy go', () => {
    const first = photoUrl('student_photo', 1);
    const second = photoUrl('student_photo', 2);
    let state = run([{ type: 'uploaded', field: 'student_photo', answer: answerWith({ student_photo: first }), preview: 'blob:1' }], loaded);
    state = run([{ type: 'uploaded', field: 'student_photo', answer: answerWith({ student_photo: second }), preview: 'blob:2' }], state);
    expect(state.localPhotos).toEqual({ [second]: 'blob:2' });
    state = run([{ type: 'removeStarted', field: 'student_photo' }], state);
    expect(state.sides.student_photo).toEqual({ kind: 'removing' });
    state = run([{ type: 'removed', field: 'student_photo', answer: answerWith({}) }], state);
    expect(state.localPhotos).toEqual({});
    expect(state.sides).toEqual({});
    expect(objectUrlsInUse(state).size).toBe(0);
  });

  test('a failed removal keeps the photo on file, with the message', () => {
    const state = run(
      [
        { type: 'removeStarted', field: 'mmj_card' },
        { type: 'failed', field: 'mmj_card', message: 'Something went wrong' },
      ],
      loaded,
    );
    expect(state.answer?.document.mmj_card).toBe(front);
    expect(state.sides.mmj_card).toEqual({ kind: 'error', message: 'Something went wrong' });
  });
});
