import type { TFunction } from 'i18next';

/**
 * Fields whose recorded value is a code with a translation, by the kind of object (the
 * collection in the history's address) and the field: the prefix of the value's key.
 */
const VALUE_KEYS: Record<string, Record<string, string>> = {
  authorities: { kind: 'authorities.kind', member: 'authorities.role' },
  venues: { kind: 'venues.kind' },
  'data-types': { value_kind: 'dataTypes.kind', icon_category: 'dataTypes.iconCategory' },
  icons: { category: 'icons.category', variant: 'icons.variant' },
};

/** A member's role change is recorded under `member <username>`. */
const MEMBER = /^member (?<username>.+)$/;

/** A value in a few words: '—' for nothing, JSON for structures, cut when long. */
function plainValue(value: unknown, t: TFunction): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

/**
 * The words for a history's field names and values in the UI language: `path` is the history's
 * address (e.g. `/api/venues/3/history/`), which says what kind of object it is.
 */
export function historyLabels(path: string, t: TFunction) {
  const collection = path.split('/')[2] ?? '';
  const valueKeys = VALUE_KEYS[collection] ?? {};
  const fieldOf = (name: string) => (MEMBER.test(name) ? 'member' : name);
  return {
    label(name: string): string {
      const member = MEMBER.exec(name)?.groups?.username;
      if (member) return t('ui.history.member', { username: member });
      return t(`ui.history.fields.${name}`, { defaultValue: name });
    },
    value(name: string, value: unknown): string {
      const prefix = valueKeys[fieldOf(name)];
      if (prefix && typeof value === 'string' && value)
        return t(`${prefix}.${value}`, { defaultValue: value });
      if (name === 'logo' && (value === 'yes' || value === 'no')) return t(`common.${value}`);
      return plainValue(value, t);
    },
  };
}
