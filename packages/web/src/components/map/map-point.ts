/** A place to show on a map: where it is, what it is called and where its page is. */
export type MapPoint = {
  id: number;
  label: string;
  latitude: number;
  longitude: number;
  /** The place's own page, linked from its popup and from the list. */
  href: string;
  /** A short second line: code, kind, elevation … */
  description?: string;
  /** Drawn in grey, e.g. an inactive venue. */
  muted?: boolean;
};
