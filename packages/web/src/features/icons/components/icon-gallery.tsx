import type { Icon, IconSet } from '@bora/shared/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/pagination.tsx';
import { IconCard } from './icon-card.tsx';

/** Cards per page of a gallery: a few screens on a phone rather than a hundred cards. */
export const GALLERY_PAGE_SIZES = [12, 24, 48, 96] as const;

type IconGalleryProps = {
  set: IconSet;
  icons: Icon[];
  /** Reference icons by id, to show what each icon stands for. */
  references: ReadonlyMap<number, Icon>;
  onOpen: (icon: Icon) => void;
};

/** A set's icons as cards, a page at a time. */
export function IconGallery({ set, icons, references, onOpen }: IconGalleryProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(GALLERY_PAGE_SIZES[1]);
  // A search or a filter can shorten the list under the page shown: stay on its last page.
  const current = Math.min(page, Math.max(1, Math.ceil(icons.length / pageSize)));
  const shown = icons.slice((current - 1) * pageSize, current * pageSize);
  return (
    <>
      <ul className="icon-gallery" aria-label={t('icons.gallery.label', { name: set.name })}>
        {shown.map((icon) => (
          <IconCard
            key={icon.id}
            icon={icon}
            inReferenceSet={set.is_reference}
            reference={icon.reference_icon_id !== null ? references.get(icon.reference_icon_id) : undefined}
            onOpen={onOpen}
          />
        ))}
      </ul>
      {icons.length > GALLERY_PAGE_SIZES[0] ? (
        <Pagination
          page={current}
          pageSize={pageSize}
          count={icons.length}
          onPage={setPage}
          onPageSize={(size) => {
            setPageSize(size);
            setPage(1);
          }}
          pageSizes={GALLERY_PAGE_SIZES}
        />
      ) : null}
    </>
  );
}
