import type { DocumentAnswer, PhotoField } from '../../api/documents';
import type { DocumentItem } from './documentRules';
import { ITEM_STATE_LABELS, itemState } from './documentRules';
import type { IdentificationState } from './identificationState';
import { PhotoSide } from './PhotoSide';

export interface DocumentCardProps {
  readonly item: DocumentItem;
  readonly answer: DocumentAnswer;
  readonly sides: IdentificationState['sides'];
  readonly localPhotos: IdentificationState['localPhotos'];
  onFile(field: PhotoField, file: File): void;
  onRemove(field: PhotoField): void;
}

/** One item of 001 §3 with its completion state and a photo slot per side. */
export function DocumentCard({ item, answer, sides, localPhotos, onFile, onRemove }: DocumentCardProps) {
  const state = itemState(item.item, answer);
  const titleId = `cn-id-${item.item}-title`;
  return (
    <article className="cn-id-card" aria-labelledby={titleId}>
      <div className="cn-id-card__info">
        <h3 id={titleId} className="cn-h3">
          {item.title}
        </h3>
        <span className="cn-id-badge" data-state={state}>
          <span className="cn-sr">Status: </span>
          {ITEM_STATE_LABELS[state]}
        </span>
        <p className="cn-muted cn-id-card__hint">{item.hint}</p>
      </div>
      <div className="cn-id-card__sides" data-count={item.sides.length}>
        {item.sides.map((side) => {
          const url = answer.document[side.field];
          return (
            <PhotoSide key={side.field} side={side} url={url} localCopy={url ? (localPhotos[url] ?? null) : null} status={sides[side.field]} onFile={onFile} onRemove={onRemove} />
          );
        })}
      </div>
    </article>
  );
}
