import * as accounts from './schema/accounts.ts';
import * as audit from './schema/audit.ts';
import * as authorities from './schema/authorities.ts';
import * as bulletinTypes from './schema/bulletin-types.ts';
import * as bulletins from './schema/bulletins.ts';
import * as distribution from './schema/distribution.ts';
import * as notifications from './schema/notifications.ts';
import * as observations from './schema/observations.ts';
import * as reference from './schema/reference.ts';
import * as verification from './schema/verification.ts';

/**
 * The whole schema in one object, one file per area under `schema/`: what drizzle's client is
 * given, and what tools that walk every table read. Code that uses a table imports it from its
 * area's file.
 */
export const schema = {
  ...accounts,
  ...authorities,
  ...audit,
  ...reference,
  ...bulletinTypes,
  ...bulletins,
  ...distribution,
  ...notifications,
  ...observations,
  ...verification,
};
