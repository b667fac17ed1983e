import { type IconCategory, iconCategories } from '@bora/shared/icon';
import { type CellStatus, cellStatuses, MAX_COMPARED_SETS } from '@bora/shared/icon-compare';
import { useSearchParams } from 'react-router';

export const iconSizes = { small: 32, medium: 48, large: 72 } as const;
export type IconSize = keyof typeof iconSizes;

export type CompareParams = {
  /** The chosen sets besides the reference set, in the order chosen. */
  sets: number[];
  status: CellStatus | '';
  category: IconCategory | '';
  size: IconSize;
};

/** `?sets=1,2`: the ids that read as ids, each once, at most as many as one comparison takes. */
export function parseSets(raw: string | null): number[] {
  const ids = (raw ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  return [...new Set(ids)].slice(0, MAX_COMPARED_SETS);
}

/** The comparison as the URL describes it; unknown values fall back to no filter and medium icons. */
export function parseCompareParams(params: URLSearchParams): CompareParams {
  const status = params.get('status');
  const category = params.get('category');
  const size = params.get('size');
  return {
    sets: parseSets(params.get('sets')),
    status: cellStatuses.find((value) => value === status) ?? '',
    category: iconCategories.find((value) => value === category) ?? '',
    size: size === 'small' || size === 'large' ? size : 'medium',
  };
}

/** The comparison's choices in the URL, so that a comparison is shared as a link. */
export function useCompareParams() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return {
    ...parseCompareParams(params),
    setSets: (ids: number[]) => set({ sets: ids.join(',') }),
    setStatus: (status: string) => set({ status }),
    setCategory: (category: string) => set({ category }),
    setSize: (size: IconSize) => set({ size: size === 'medium' ? '' : size }),
  };
}
