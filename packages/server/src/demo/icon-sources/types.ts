import type { IconCategory } from '@bora/shared/icon';
import type { Translations } from '@bora/shared/translations';

/** One icon of a demo set: the file it is read from and what the set says about it. */
export type DemoIcon = {
  file: string;
  code: string;
  name: string;
  category: IconCategory;
  variant?: 'day' | 'night' | 'any';
  wmo?: number;
  /** The code of the reference icon it stands for; absent for the deliberate gaps. */
  ref?: string;
};

/** A demo icon set read from an installed npm package. */
export type DemoIconSource = {
  code: string;
  name: string;
  description: string;
  translations: Translations;
  /** Authority code, or null for the national reference set. */
  authority: string | null;
  /** The npm package the pictures come from, and the folder of the SVGs inside it. */
  pkg: string;
  folder: string;
  icons: DemoIcon[];
};
