import { CONTENT_LIST_COPY as COPY, CONTENT_STATUS_LABELS, type ContentMeta } from '@studychina/contracts';

/**
 * Where an item stands (docs/product.md#content-management): draft, published or unpublished; changes saved but not
 * published; French missing, or older than the English. Each badge says it in words, never by colour alone.
 */
export function ContentBadges({
  item,
}: {
  item: Pick<ContentMeta, 'status' | 'hasChanges' | 'frenchMissing' | 'frenchOutdated'>;
}) {
  return (
    <span className="content-badges">
      <span className={`content-badge content-status-${item.status}`}>{CONTENT_STATUS_LABELS[item.status]}</span>
      {item.status === 'published' && item.hasChanges && (
        <span className="content-badge content-changes">{COPY.hasChanges}</span>
      )}
      {item.frenchMissing.length > 0 ? (
        <span className="content-badge content-french">{COPY.frenchMissing}</span>
      ) : (
        item.frenchOutdated && <span className="content-badge content-french">{COPY.frenchOutdated}</span>
      )}
    </span>
  );
}
