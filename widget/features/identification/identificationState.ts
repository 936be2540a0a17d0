import type { DocumentAnswer, PhotoField } from '../../api/documents';
import { PHOTO_FIELDS } from '../../api/documents';

// The ID page's state as one pure reducer: the document the host last answered, and beside it what each photo
// is doing right now. A photo's upload, removal or error touches only that photo's entry, so a failure never
// loses another photo's state (or its preview).

export type SideStatus = { readonly kind: 'uploading'; readonly preview: string } | { readonly kind: 'removing' } | { readonly kind: 'error'; readonly message: string };

export interface IdentificationState {
  readonly answer: DocumentAnswer | null;
  readonly sides: Readonly<Partial<Record<PhotoField, SideStatus>>>;
  /** Photos uploaded from this page, by their URL on the host → the local copy's object URL (shown, not re-fetched). */
  readonly localPhotos: Readonly<Record<string, string>>;
}

export type IdentificationAction =
  | { readonly type: 'answered'; readonly answer: DocumentAnswer }
  | { readonly type: 'uploadStarted'; readonly field: PhotoField; readonly preview: string }
  | { readonly type: 'uploaded'; readonly field: PhotoField; readonly answer: DocumentAnswer; readonly preview: string }
  | { readonly type: 'removeStarted'; readonly field: PhotoField }
  | { readonly type: 'removed'; readonly field: PhotoField; readonly answer: DocumentAnswer }
  | { readonly type: 'failed'; readonly field: PhotoField; readonly message: string };

export const INITIAL_IDENTIFICATION: IdentificationState = { answer: null, sides: {}, localPhotos: {} };

function withSide(sides: IdentificationState['sides'], field: PhotoField, status: SideStatus | null): IdentificationState['sides'] {
  const next = { ...sides };
  if (status) next[field] = status;
  else delete next[field];
  return next;
}

/** A new answer from the host; local copies of photos no longer on the document are dropped. */
function withAnswer(state: IdentificationState, answer: DocumentAnswer, localPhotos = state.localPhotos): IdentificationState {
  const onFile = new Set(PHOTO_FIELDS.map((field) => answer.document[field]).filter(Boolean));
  const kept = Object.fromEntries(Object.entries(localPhotos).filter(([url]) => onFile.has(url)));
  return { ...state, answer, localPhotos: kept };
}

export function identificationReducer(state: IdentificationState, action: IdentificationAction): IdentificationState {
  switch (action.type) {
    case 'answered':
      return withAnswer(state, action.answer);
    case 'uploadStarted':
      return { ...state, sides: withSide(state.sides, action.field, { kind: 'uploading', preview: action.preview }) };
    case 'uploaded': {
      const url = action.answer.document[action.field];
      const localPhotos = url ? { ...state.localPhotos, [url]: action.preview } : state.localPhotos;
      return withAnswer({ ...state, sides: withSide(state.sides, action.field, null) }, action.answer, localPhotos);
    }
    case 'removeStarted':
      return { ...state, sides: withSide(state.sides, action.field, { kind: 'removing' }) };
    case 'removed':
      return withAnswer({ ...state, sides: withSide(state.sides, action.field, null) }, action.answer);
    case 'failed':
      return { ...state, sides: withSide(state.sides, action.field, { kind: 'error', message: action.message }) };
  }
}

/** Every object URL the state still shows: the hook revokes any other it made. */
export function objectUrlsInUse(state: IdentificationState): Set<string> {
  const inUse = new Set(Object.values(state.localPhotos));
  for (const status of Object.values(state.sides)) if (status?.kind === 'uploading') inUse.add(status.preview);
  return inUse;
}
