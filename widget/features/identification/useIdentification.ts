import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { formErrorMessage } from '../../../shared/forms';
import { isAbort } from '../../api/ApiError';
import type { DocumentNames, PhotoField } from '../../api/documents';
import { removeDocumentPhoto, retrieveDocument, updateDocumentNames, uploadDocumentPhoto } from '../../api/documents';
import { useWidget } from '../../app';
import { photoProblem, uploadErrorMessage } from './documentRules';
import { INITIAL_IDENTIFICATION, identificationReducer, objectUrlsInUse } from './identificationState';
import type { IdentificationState } from './identificationState';

export interface Identification {
  readonly state: IdentificationState;
  readonly loadError: Error | null;
  reload(): void;
  /** Checks the file, shows it at once and uploads it; a refusal stays on this photo only. */
  upload(field: PhotoField, file: File): void;
  remove(field: PhotoField): void;
  /** Saves the name and birth date; rejects with the host's error for the form to show. */
  saveNames(names: DocumentNames): Promise<void>;
}

/**
 * The shopper's document and every change to it. Writes go to the host one after another, so each answer
 * is the whole document as of that write and a later answer never undoes an earlier upload.
 */
export function useIdentification(): Identification {
  const { http } = useWidget();
  const [state, dispatch] = useReducer(identificationReducer, INITIAL_IDENTIFICATION);
  const [loadError, setLoadError] = useState<Error | null>(null);
  const [attempt, setAttempt] = useState(0);
  const writes = useRef<Promise<unknown>>(Promise.resolve());
  const objectUrls = useRef(new Set<string>());

  useEffect(() => {
    const controller = new AbortController();
    setLoadError(null);
    retrieveDocument(http, controller.signal).then(
      (answer) => dispatch({ type: 'answered', answer }),
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbort(error)) setLoadError(error instanceof Error ? error : new Error(String(error)));
      },
    );
    return () => controller.abort();
  }, [http, attempt]);

  // A local copy is shown until the photo is replaced, removed or refused, and never outlives the page. Only a
  // URL the last committed state showed and this one does not is revoked: one made since (a file picked while
  // this effect waited for the paint) is not in either yet.
  const shown = useRef(new Set<string>());
  useEffect(() => {
    const inUse = objectUrlsInUse(state);
    for (const url of shown.current) {
      if (inUse.has(url)) continue;
      URL.revokeObjectURL(url);
      objectUrls.current.delete(url);
    }
    shown.current = inUse;
  }, [state]);
  useEffect(() => {
    const made = objectUrls.current;
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
      made.clear();
    };
  }, []);

  const enqueue = useCallback(<T>(write: () => Promise<T>): Promise<T> => {
    const next = writes.current.then(write, write);
    writes.current = next.catch(() => undefined);
    return next;
  }, []);

  const upload = useCallback(
    (field: PhotoField, file: File) => {
      const problem = photoProblem(file);
      if (problem) {
        dispatch({ type: 'failed', field, message: problem });
        return;
      }
      const preview = URL.createObjectURL(file);
      objectUrls.current.add(preview);
      dispatch({ type: 'uploadStarted', field, preview });
      void enqueue(() => uploadDocumentPhoto(http, field, file)).then(
        (answer) => dispatch({ type: 'uploaded', field, answer, preview }),
        (error: unknown) => dispatch({ type: 'failed', field, message: uploadErrorMessage(error, field, file) }),
      );
    },
    [http, enqueue],
  );

  const remove = useCallback(
    (field: PhotoField) => {
      dispatch({ type: 'removeStarted', field });
      void enqueue(() => removeDocumentPhoto(http, field)).then(
        (answer) => dispatch({ type: 'removed', field, answer }),
        (error: unknown) => dispatch({ type: 'failed', field, message: formErrorMessage(error) }),
      );
    },
    [http, enqueue],
  );

  const saveNames = useCallback(
    async (names: DocumentNames) => {
      const answer = await enqueue(() => updateDocumentNames(http, names));
      dispatch({ type: 'answered', answer });
    },
    [http, enqueue],
  );

  return { state, loadError, reload: () => setAttempt((n) => n + 1), upload, remove, saveNames };
}
