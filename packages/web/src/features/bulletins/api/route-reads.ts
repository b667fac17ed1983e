import { bulletinsQueryOptions } from '../../../lib/bulletin/list-bulletins.ts';
import type { RouteRead } from '../../../lib/route-read.ts';
import { listApiQuery } from '../../../lib/use-list-params.ts';
import { bulletinQueryOptions } from './bulletin-query.ts';

/** What the bulletins screen's address carries besides its page: its filters, the states repeated. */
export const BULLETIN_LIST = {
  filters: ['bulletin_type', 'authority', 'issue_date_after', 'issue_date_before', 'mine', 'waiting'],
  repeatable: ['status'],
} as const;

/** `/bulletin/{id}`: the bulletin. */
export const readBulletin: RouteRead = (client, { id }) =>
  id === null ? null : client.prefetchQuery(bulletinQueryOptions(id));

/** `/bulletins`: the page of the list its address asks for. */
export const readBulletins: RouteRead = (client, { search }) =>
  client.prefetchQuery(bulletinsQueryOptions(listApiQuery(search, BULLETIN_LIST)));
