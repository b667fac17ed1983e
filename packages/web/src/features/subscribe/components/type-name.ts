import { useLocalized } from '../../../lib/localized.ts';
import { usePublicTypes } from '../api/list-public-types.ts';

/**
 * A subscription's type named in the reader's language: the answers of the links carry its
 * Italian name only, the public type list its translations too.
 */
export function useTypeName(): (type: { code: string; name: string }) => string {
  const local = useLocalized();
  const types = usePublicTypes().data;
  return (type) => {
    const found = types?.find((candidate) => candidate.code === type.code);
    return found ? local.name(found) : type.name;
  };
}
