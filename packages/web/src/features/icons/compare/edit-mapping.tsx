import type { ComparedSet, IconBrief } from '@bora/shared/icon-compare';
import { Loading } from '../../../components/loading.tsx';
import { ErrorState } from '../../../components/query-states.tsx';
import { useLocalized } from '../../../lib/localized.ts';
import { useIcons } from '../api/get-icons.ts';
import { MappingDialog } from '../components/mapping-dialog.tsx';

/** A mapping to edit from the comparison: one icon's reference icon, or which icon fills a gap. */
export type MappingEdit =
  | { kind: 'icon'; icon: IconBrief }
  | { kind: 'gap'; reference: IconBrief; set: ComparedSet };

/**
 * The mapping dialog, once what it chooses among is read: the reference icons, and for a gap the
 * set's icons (its unmapped ones first: they are the likeliest to fill it).
 */
export function EditMapping({
  edit,
  referenceSetId,
  onClose,
}: {
  edit: MappingEdit;
  referenceSetId: number;
  onClose: () => void;
}) {
  const local = useLocalized();
  const references = useIcons({ icon_set: referenceSetId });
  const setId = edit.kind === 'gap' ? edit.set.id : undefined;
  const setIcons = useIcons({ icon_set: setId }, setId !== undefined);
  const failed = references.isError ? references : setIcons.isError ? setIcons : null;
  if (failed) return <ErrorState error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!references.data) return <Loading />;
  if (edit.kind === 'icon') {
    return (
      <MappingDialog
        task={{ kind: 'icon', icon: edit.icon, referenceIcons: references.data }}
        onClose={onClose}
      />
    );
  }
  const reference = references.data.find((icon) => icon.id === edit.reference.id);
  if (!reference) return null;
  if (!setIcons.data) return <Loading />;
  const unmapped = setIcons.data.filter((icon) => icon.reference_icon_id === null);
  const rest = setIcons.data.filter((icon) => icon.reference_icon_id !== null);
  return (
    <MappingDialog
      task={{
        kind: 'gap',
        reference,
        setName: local.name(edit.set),
        candidates: [...unmapped, ...rest],
        referenceIcons: references.data,
      }}
      onClose={onClose}
    />
  );
}
