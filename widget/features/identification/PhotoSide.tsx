import type { PhotoField } from '../../api/documents';
import type { DocumentSide } from './documentRules';
import { PHOTO_ACCEPT } from './documentRules';
import type { SideStatus } from './identificationState';
import { usePhotoOnFile } from './usePhotoOnFile';

export interface PhotoSideProps {
  readonly side: DocumentSide;
  /** The photo's URL on the host, or null when none is on file. */
  readonly url: string | null;
  /** This page's own copy of that photo (it uploaded it), shown instead of fetching it again. */
  readonly localCopy: string | null;
  readonly status: SideStatus | undefined;
  onFile(field: PhotoField, file: File): void;
  onRemove(field: PhotoField): void;
}

/** One photo of an ID: what is on file (or being uploaded), the two ways to add one, and removal. */
export function PhotoSide({ side, url, localCopy, status, onFile, onRemove }: PhotoSideProps) {
  const onFilePhoto = usePhotoOnFile(url, localCopy);
  const busy = status?.kind === 'uploading' || status?.kind === 'removing';
  const src = status?.kind === 'uploading' ? status.preview : onFilePhoto.src;
  const statusId = `cn-id-${side.field}-status`;
  const pick = (file: File) => onFile(side.field, file);
  return (
    <div className="cn-id-side" aria-busy={busy || undefined}>
      {side.label && <h4 className="cn-id-side__label">{side.label}</h4>}
      <div className="cn-id-photo" data-uploading={status?.kind === 'uploading' || undefined}>
        {src ? <img src={src} alt={`Photo of the ${side.noun}`} /> : <EmptyPhoto status={onFilePhoto.status} />}
      </div>
      {/* 001 §3 on a phone: "Take photo" opens the camera (capture), "Choose file" the photo library or files. */}
      <div className="cn-id-side__actions">
        {/* Short words on a phone's half-width buttons; the hidden rest names the photo for a screen reader. */}
        <FileButton label={url ? 'Retake' : 'Take photo'} context={`${url ? 'photo ' : ''}of the ${side.noun}`} capture disabled={busy} describedBy={statusId} onFile={pick} />
        <FileButton label={url ? 'Replace' : 'Choose file'} context={`${url ? 'file ' : ''}for the ${side.noun}`} disabled={busy} describedBy={statusId} onFile={pick} />
        {url && (
          <button type="button" className="cn-btn cn-btn--ghost cn-id-remove" disabled={busy} onClick={() => onRemove(side.field)}>
            Remove<span className="cn-sr"> the {side.noun}</span>
          </button>
        )}
      </div>
      <p id={statusId} className="cn-id-side__status" data-tone={status?.kind === 'error' ? 'error' : undefined} aria-live="polite">
        {status && <span className="cn-sr">{`${side.noun[0].toUpperCase()}${side.noun.slice(1)}: `}</span>}
        {status?.kind === 'uploading' ? 'Uploading…' : status?.kind === 'removing' ? 'Removing…' : status?.kind === 'error' ? status.message : null}
      </p>
    </div>
  );
}

function EmptyPhoto({ status }: { status: 'none' | 'loading' | 'error' | 'ready' }) {
  const text = status === 'loading' ? 'Loading photo…' : status === 'error' ? "We couldn't show this photo" : 'No photo yet';
  return (
    <span className="cn-id-photo__empty">
      <svg width="36" height="28" viewBox="0 0 36 28" aria-hidden="true" focusable="false">
        <rect x="1.5" y="1.5" width="33" height="25" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="11" cy="12" r="4" fill="currentColor" />
        <path d="M5 22c1.5-3.5 3.5-5 6-5s4.5 1.5 6 5M21 10h9M21 15h9M21 20h6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
      </svg>
      {text}
    </span>
  );
}

/** A button-looking label over a visually hidden file input: the input keeps the focus, the label shows it. */
function FileButton(props: { label: string; context: string; capture?: boolean; disabled: boolean; describedBy: string; onFile: (file: File) => void }) {
  return (
    <label className="cn-btn cn-btn--secondary cn-id-file" data-disabled={props.disabled || undefined}>
      <input
        type="file"
        className="cn-sr"
        accept={PHOTO_ACCEPT}
        capture={props.capture ? 'environment' : undefined}
        disabled={props.disabled}
        aria-describedby={props.describedBy}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          // Cleared so choosing the same file again (after a refusal) is a change too.
          event.currentTarget.value = '';
          if (file) props.onFile(file);
        }}
      />
      {props.label}
      <span className="cn-sr">{` ${props.context}`}</span>
    </label>
  );
}
