import { todayIn } from '@bora/shared/agency-time';
import { renderTitle } from '@bora/shared/title-template';
import { runtimeConfig } from '../../../lib/runtime-config.ts';

/**
 * The title a template would give a bulletin of the type issued today (the agency's today, not the
 * browser's): what its managers see as they write the template.
 */
export function todayTitle(
  template: string,
  language: string,
  type: { horizon_days: number; name: string },
  now: Date = new Date(),
): string {
  const days = Number.isInteger(type.horizon_days) && type.horizon_days > 0 ? type.horizon_days : 1;
  return renderTitle(template, language, {
    issueDate: todayIn(runtimeConfig().timeZone, now),
    days,
    typeName: type.name ?? '',
  });
}
