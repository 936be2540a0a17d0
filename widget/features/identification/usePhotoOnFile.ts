import { useEffect, useState } from 'react';
import { isAbort } from '../../api/ApiError';
import { retrieveDocumentPhoto } from '../../api/documents';
import { useWidget } from '../../app';

export type PhotoOnFile = { readonly status: 'none' | 'loading' | 'error'; readonly src: null } | { readonly status: 'ready'; readonly src: string };

/**
 * The image of a photo on file: the local copy when this page uploaded it, else the photo fetched with the
 * session as a Blob (an <img src> cannot send the bearer token) behind an object URL revoked when it goes.
 */
export function usePhotoOnFile(url: string | null, localCopy: string | null): PhotoOnFile {
  const { http } = useWidget();
  const [fetched, setFetched] = useState<{ url: string; src: string | null } | null>(null);
  const fetchUrl = localCopy ? null : url;

  useEffect(() => {
    if (!fetchUrl) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    setFetched(null);
    retrieveDocumentPhoto(http, fetchUrl, controller.signal).then(
      (photo) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(photo);
        setFetched({ url: fetchUrl, src: objectUrl });
      },
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbort(error)) setFetched({ url: fetchUrl, src: null });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [http, fetchUrl]);

  if (localCopy) return { status: 'ready', src: localCopy };
  if (!url) return { status: 'none', src: null };
  if (fetched?.url !== url) return { status: 'loading', src: null };
  return fetched.src ? { status: 'ready', src: fetched.src } : { status: 'error', src: null };
}
