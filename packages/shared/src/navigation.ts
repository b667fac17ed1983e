import { z } from 'zod';

/** A header menu entry; `router_link` entries are client-side links, the others plain links. */
export type NavEntry = {
  name: string;
  url: string;
  router_link: boolean;
  children: NavEntry[];
};

/**
 * Recursive, so it carries an id: the API document describes it once, as the component
 * `NavbarEntry`, and its children refer to that component.
 */
export const navEntrySchema: z.ZodType<NavEntry> = z
  .lazy(() =>
    z.object({
      name: z.string(),
      url: z.string(),
      router_link: z.boolean(),
      children: z.array(navEntrySchema),
    }),
  )
  .meta({ id: 'NavbarEntry' });

/** The whole header menu, as the navbar endpoint answers it. */
export const navbarSchema = z.array(navEntrySchema);

/** A footer entry; `reserved` marks a link for signed-in people (shown with a lock). */
export const footerEntrySchema = z.object({
  name: z.string(),
  url: z.string(),
  router_link: z.boolean(),
  reserved: z.boolean(),
});
export type FooterEntry = z.infer<typeof footerEntrySchema>;
