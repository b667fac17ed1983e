import { textProblem } from '@bora/shared/text-fields';

type Errors = Record<string, string[]>;

/** The shared text rule's problem with `value`, said of something else: "The file name contains …". */
export function textProblemOf(subject: string, value: string): string | undefined {
  const problem = textProblem(value);
  return problem && `${subject} ${problem.charAt(0).toLowerCase()}${problem.slice(1)}`;
}

type Place = { value: unknown; key?: string; parent?: Place };

function isEmptyObject(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  for (const _ in value) return false;
  return true;
}

function pathOf(place: Place): string {
  const keys: string[] = [];
  for (let at: Place | undefined = place; at?.key !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.') || 'non_field_errors';
}

/**
 * Every string in a parsed body or query, keys included, checked against the shared text rule,
 * with the field path it sits at (`slots.0.label`). Iterative, and each place links to its
 * parent instead of copying its path: a body nested 100 000 deep costs no more than a flat one.
 */
export function unstorableText(value: unknown): Errors {
  // Most requests: no body, an empty query.
  if (value === undefined || value === null || isEmptyObject(value)) return {};
  // A Map: the field may be called `__proto__` or `toString`, which a plain object already has.
  const errors = new Map<string, string[]>();
  const report = (place: Place, message: string) => {
    const key = pathOf(place);
    const messages = errors.get(key) ?? [];
    if (!messages.includes(message)) errors.set(key, [...messages, message]);
  };
  const stack: Place[] = [{ value }];
  for (let place = stack.pop(); place; place = stack.pop()) {
    const current = place.value;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) report(place, problem);
    } else if (Array.isArray(current)) {
      for (let index = 0; index < current.length; index++) {
        stack.push({ value: current[index], key: String(index), parent: place });
      }
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, item] of Object.entries(current)) {
        const problem = textProblemOf('A field name', key);
        if (problem) report(place, problem);
        else stack.push({ value: item, key, parent: place });
      }
    }
  }
  return Object.fromEntries(errors);
}
