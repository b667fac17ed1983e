import type { BulletinDetail } from '@bora/shared/bulletin';
import type { Icon } from '@bora/shared/icon';
import { allNames, localizedName } from '@bora/shared/localized';
import { useMemo } from 'react';
import type { GridIcon } from '../../../components/bulletin/cell-value.tsx';
import { useLocalized } from '../../../lib/localized.ts';
import { useIcons } from '../../icons/api/get-icons.ts';
import { stillPictureUrl, stillSvgDataUrl } from '../../icons/still-picture.ts';

const NO_ICONS: readonly GridIcon[] = [];

/**
 * The pictures a bulletin's grid draws, still, named in the reader's language (the published ones
 * are named so by the bulletin's query): those frozen when it was published, or else its
 * icon set's as they are now (fetched only when a data type draws icons).
 */
export function useGridIcons(bulletin: Pick<BulletinDetail, 'icons' | 'composition'>): readonly GridIcon[] {
  const { data_types, icon_set_id } = bulletin.composition;
  const frozen = useMemo(() => bulletin.icons.map(frozenIcon), [bulletin.icons]);
  const drawsIcons = data_types.some((dataType) => dataType.value_kind === 'icon') && frozen.length === 0;
  const current = useIcons({ icon_set: icon_set_id }, drawsIcons).data;
  const { language } = useLocalized();
  const currentIcons = useMemo(
    () => current?.map((icon) => currentIcon(icon, language)) ?? NO_ICONS,
    [current, language],
  );
  return frozen.length ? frozen : currentIcons;
}

function frozenIcon(icon: BulletinDetail['icons'][number]): GridIcon {
  return { code: icon.code, name: icon.name, svg_url: stillSvgDataUrl(icon.svg) };
}

function currentIcon(icon: Icon, language: string): GridIcon {
  const name = localizedName(icon, language);
  return { code: icon.code, name, names: allNames(icon), svg_url: stillPictureUrl(icon.svg_url) };
}
