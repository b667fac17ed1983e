import { useSearchParams } from 'react-router';

export const iconBackgrounds = ['light', 'mid', 'dark'] as const;
export type IconBackground = (typeof iconBackgrounds)[number];

/** What a value of `?bg=` means; anything else (or none) is the mid tone, where most icons read. */
export function parseBackground(raw: string | null): IconBackground {
  return iconBackgrounds.find((value) => value === raw) ?? 'mid';
}

/** The class that paints the tiles under the icons of a screen (galleries and comparison alike). */
export function backgroundClass(background: IconBackground): string {
  return `icon-bg-${background}`;
}

/** The background behind the icons, kept in the URL (`?bg=`) so a shared link shows the same. */
export function useIconBackground(): [IconBackground, (next: IconBackground) => void] {
  const [params, setParams] = useSearchParams();
  const background = parseBackground(params.get('bg'));
  const choose = (next: IconBackground) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'mid') changed.delete('bg');
        else changed.set('bg', next);
        return changed;
      },
      { replace: true },
    );
  return [background, choose];
}
