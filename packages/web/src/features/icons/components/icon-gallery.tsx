import type { Icon, IconSet } from '@bora/shared/icon';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../../components/pagination.tsx';
import { useListPage } from '../../../lib/use-list-params.ts';
import { IconCard } from './icon-card.tsx';

/** Cards per page of a gallery: a few screens on a phone rather than a hundred cards. */
export const GALLERY_PAGE_SIZES = [12, 24, 48, 96] as const;

/** A phone shows a set three rows of four small cards at a time; a wider screen 24 cards. */
function defaultPageSize(): number {
  const phone = window.matchMedia?.('(max-width: 575.98px)').matches ?? false;
  return phone ? GALLERY_PAGE_SIZES[0] : GALLERY_PAGE_SIZES[1];
}

type IconGalleryProps = {
  set: IconSet;
  icons: Icon[];
  /** Reference icons by id, to show what each icon stands for. */
  references: ReadonlyMap<number, Icon>;
  onOpen: (icon: Icon) => void;
};

/** A set's icons as cards, a page at a time (the page in the URL, under the set's id). */
export function IconGallery({ set, icons, references, onOpen }: IconGalleryProps) {
  const { t } = useTranslation();
  const { page, pageSize, setPage, setPageSize } = useListPage(String(set.id), defaultPageSize());
  // A link or an upload elsewhere can leave fewer icons than the page shown: stay on the last page.
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
          onPageSize={setPageSize}
          pageSizes={GALLERY_PAGE_SIZES}
        />
      ) : null}
    </>
  );
}
