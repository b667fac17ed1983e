import type { BulletinCheck, BulletinDetail } from '@bora/shared/bulletin';
import type { CheckProblem } from '@bora/shared/bulletin-check';
import { rangeBounds } from '@bora/shared/bulletin-rules';
import { localizedLabel } from '@bora/shared/localized';
import type { NamedIcon } from '@bora/shared/value-names';
import type { TFunction } from 'i18next';
import { type MouseEvent, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  cellElementId,
  dateOfDay,
  venueHeaderId,
  venueNoteFieldId,
  venueNoteId,
} from '../../../lib/bulletin/grid-model.ts';
import { i18n } from '../../../lib/i18n.ts';
import { checkProblemText } from '../../../lib/problem-text.ts';
import { boundsText, RELATION_KEYS, readableNumber, ruleText, withUnit } from '../../../lib/rule-text.ts';
import './check-problems.css';
import { dateFormat } from '../../../lib/date-formats.ts';

/** More than this many problems (an empty draft has one per cell) are counted, not listed. */
const LISTED = 50;

type CheckProblemsProps = {
  check: BulletinCheck;
  bulletin: BulletinDetail;
  /** Shows the texts of a language, for a problem about them. */
  onLanguage: (language: string) => void;
  /** Selects a problem's cell where the grid is not a table of linked cells (the editor). */
  onCell?: (cell: NonNullable<CheckProblem['cell']>) => void;
  /** Brings a problem's cell into sight in a read table (its day, its column). */
  onReveal?: (cell: NonNullable<CheckProblem['cell']>) => void;
  /** The icons of the bulletin's set, to name an icon a rule speaks of (else the published bulletin's). */
  icons?: readonly NamedIcon[];
};

/** The check's errors and warnings, each a link that takes the focus to its cell, venue or text. */
export function CheckProblems({ check, bulletin, onLanguage, onCell, onReveal, icons }: CheckProblemsProps) {
  const { t } = useTranslation();
  const iconsByCode = useMemo(() => iconMap(icons ?? bulletin.icons), [icons, bulletin.icons]);
  const sorted = [...check.problems].sort(
    (a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'),
  );
  const lines = groupedLines(sorted);
  const shown = lines.slice(0, LISTED);
  const keys = problemKeys(shown.map((line) => line.problem));
  const go = (problem: CheckProblem) => (event: MouseEvent) => {
    event.preventDefault();
    if (problem.cell && onCell) return onCell(problem.cell);
    if (problem.cell) onReveal?.(problem.cell);
    if (problem.language && !problem.cell) onLanguage(problem.language);
    // The tab's content (the day's table, the language's texts) renders first when it changes.
    requestAnimationFrame(() => {
      const target = targetsOf(problem)
        .map((id) => document.getElementById(id))
        .find((element) => element !== null);
      // A venue's note in the editor is in a fold of the texts, opened to be written.
      const fold = target?.closest('details');
      if (fold) fold.open = true;
      // Focusing scrolls the target into view, sideways too inside the grid.
      target?.focus();
    });
  };
  return (
    <section aria-labelledby="bulletin-check-heading" className="mb-4 d-print-none">
      <h2 id="bulletin-check-heading" className="h4">
        {t('bulletin.check.heading')}
      </h2>
      {check.problems.length === 0 ? (
        <p className="text-success-emphasis" role="status">
          {t('bulletin.check.none')}
        </p>
      ) : (
        <>
          <p role="status" className={check.errors ? 'text-danger-emphasis' : undefined}>
            {t('bulletin.check.summary', {
              errors: t('bulletin.check.errors', { count: check.errors }),
              warnings: t('bulletin.check.warnings', { count: check.warnings }),
            })}
          </p>
          <ul className="check-problems list-unstyled">
            {shown.map(({ problem, count }, index) => (
              <li key={keys[index]} className={`check-problem check-problem-${problem.severity}`}>
                <span className="check-severity">{t(`bulletin.check.severity.${problem.severity}`)}</span>{' '}
                <a href={`#${targetsOf(problem)[0]}`} onClick={go(problem)}>
                  {count > 1
                    ? missingSentence(problem, count, bulletin, t)
                    : problemSentence(problem, bulletin, t, iconsByCode)}
                </a>
              </li>
            ))}
          </ul>
          {lines.length > LISTED ? (
            <p className="small">
              {t('bulletin.check.more', {
                count: lines.slice(LISTED).reduce((sum, line) => sum + line.count, 0),
              })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** A line of the check: a problem, or the first of `count` required values missing on one venue's day. */
type CheckLine = { problem: CheckProblem; count: number };

/**
 * The problems as the check lists them: the required values missing on one venue's day (an empty
 * day of a large grid is dozens of them) said in one line that leads to the first, the rest one by one.
 */
function groupedLines(problems: readonly CheckProblem[]): CheckLine[] {
  const lines: CheckLine[] = [];
  const days = new Map<string, CheckLine>();
  for (const problem of problems) {
    const { cell } = problem;
    if (problem.code !== 'required_missing' || !cell) {
      lines.push({ problem, count: 1 });
      continue;
    }
    const key = `${problem.severity}|${cell.venue_id}|${cell.day}`;
    const line = days.get(key);
    if (line) line.count += 1;
    else {
      const first = { problem, count: 1 };
      days.set(key, first);
      lines.push(first);
    }
  }
  return lines;
}

/**
 * A key per problem, by what it is about: as the check changes under the reader's pointer, a link
 * keeps the problem it names instead of taking the place (and the cell) of another.
 */
function problemKeys(problems: readonly CheckProblem[]): string[] {
  const seen = new Map<string, number>();
  return problems.map((problem) => {
    const key = [problem.code, targetsOf(problem)[0], problem.rule ?? '', problem.language ?? ''].join('|');
    const times = seen.get(key) ?? 0;
    seen.set(key, times + 1);
    return times ? `${key}|${times}` : key;
  });
}

/**
 * Where a problem's link takes the focus, the first of these the page has: a cell; a venue's note
 * in a language, where the editor writes it or the texts show it; the venue's row; the texts.
 */
function targetsOf(problem: CheckProblem): string[] {
  if (problem.cell) return [cellElementId(problem.cell)];
  if (problem.venue_id !== undefined && problem.language)
    return [
      venueNoteFieldId(problem.language, problem.venue_id),
      venueNoteId(problem.language, problem.venue_id),
      'bulletin-texts-heading',
    ];
  if (problem.venue_id !== undefined) return [venueHeaderId(problem.venue_id)];
  return ['bulletin-texts-heading'];
}

/** Icons by code, to name them. */
export function iconMap(icons: readonly NamedIcon[]): ReadonlyMap<string, NamedIcon> {
  return new Map(icons.map((icon) => [icon.code, icon]));
}

type Composition = BulletinDetail['composition'];
type Names = {
  venues: Map<number, Composition['venues'][number]>;
  dataTypes: Map<number, Composition['data_types'][number]>;
  slots: Map<string, string>;
};

// A grid of thousands of cells can have thousands of problems: names are looked up once, not for each.
const namesByComposition = new WeakMap<Composition, Names>();
function namesOf(composition: Composition): Names {
  let names = namesByComposition.get(composition);
  if (!names) {
    names = {
      venues: new Map(composition.venues.map((v) => [v.id, v])),
      dataTypes: new Map(composition.data_types.map((d) => [d.id, d])),
      slots: new Map(composition.slots.map((s) => [s.code, s.label])),
    };
    namesByComposition.set(composition, names);
  }
  return names;
}

/** What a broken rule's sentence says of it, by its kind (`context` picks the sentence). */
function brokenRuleWords(
  problem: CheckProblem,
  composition: Composition,
  names: Names,
  t: TFunction,
  icons: ReadonlyMap<string, NamedIcon> | undefined,
): Record<string, string> {
  const rule = problem.rule === undefined ? undefined : composition.rules[problem.rule];
  if (!rule) return { rule: '' };
  const language = i18n.resolvedLanguage;
  const ruleNames = {
    dataType: (id: number) => names.dataTypes.get(id)?.name ?? `#${id}`,
    unit: (id: number) => names.dataTypes.get(id)?.unit ?? '',
    // An option by its label, an icon by its name: never a code.
    value: (id: number, code: string) => {
      const option = names.dataTypes.get(id)?.options.find((o) => o.code === code);
      return option ? localizedLabel(option, language ?? 'it') : (icons?.get(code)?.name ?? code);
    },
  };
  if (rule.kind === 'venue_range') {
    const venue = problem.cell ? names.venues.get(problem.cell.venue_id) : undefined;
    const elevation = venue?.elevation ?? null;
    const unit = ruleNames.unit(rule.data_type_id);
    const { low, high } = rangeBounds(rule, elevation);
    const text = (value: number | null) =>
      value === null ? null : withUnit(readableNumber(value, language), unit);
    return {
      context: elevation === null ? 'absolute_range' : 'venue_range',
      range: boundsText(text(low), text(high), t) ?? '',
      elevation: elevation === null ? '' : `${readableNumber(elevation, language)} m`,
    };
  }
  if (rule.kind === 'condition') {
    const values = rule.when_values.map((code) => ruleNames.value(rule.when_data_type_id, code));
    return {
      context: 'condition',
      when: ruleNames.dataType(rule.when_data_type_id),
      values: new Intl.ListFormat(language ?? 'it', { type: 'disjunction' }).format(values),
      relation: t(`ruleText.relations.${RELATION_KEYS[rule.relation]}`),
      value: withUnit(readableNumber(rule.value, language), ruleNames.unit(rule.data_type_id)),
    };
  }
  return { rule: ruleText(rule, ruleNames, t, language) };
}

/** The date of a cell's day, short, in the UI language. */
function cellDate(bulletin: BulletinDetail, day: number): string {
  return dateFormat(i18n.resolvedLanguage, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    dateOfDay(bulletin.issue_date, day),
  );
}

/** `count` required values missing on the day of `problem`'s venue, in one sentence. */
function missingSentence(
  problem: CheckProblem,
  count: number,
  bulletin: BulletinDetail,
  t: TFunction,
): string {
  const cell = problem.cell;
  if (!cell) return '';
  const venue = namesOf(bulletin.composition).venues.get(cell.venue_id)?.name ?? `#${cell.venue_id}`;
  return t('bulletin.check.missingOnDay', { venue, date: cellDate(bulletin, cell.day), count });
}

/** Where the problem is (venue, date, slot, data type; or the language) and what it is, in the UI language. */
export function problemSentence(
  problem: CheckProblem,
  bulletin: BulletinDetail,
  t: TFunction,
  icons?: ReadonlyMap<string, NamedIcon>,
): string {
  const { composition } = bulletin;
  const names = namesOf(composition);
  const venueName = (id: number) => names.venues.get(id)?.name ?? `#${id}`;
  const typeName = (id: number) => names.dataTypes.get(id)?.name ?? `#${id}`;
  const language = problem.language
    ? t(`bulletinTypes.language.${problem.language}`, { defaultValue: problem.language })
    : '';
  const what = checkProblemText(problem, {
    language,
    venue: problem.venue_id === undefined ? '' : venueName(problem.venue_id),
    ...(problem.code === 'rule_broken' ? brokenRuleWords(problem, composition, names, t, icons) : {}),
  });
  if (!problem.cell) return what;
  const { cell } = problem;
  const date = cellDate(bulletin, cell.day);
  const slot = names.slots.get(cell.slot) ?? cell.slot;
  return `${venueName(cell.venue_id)}, ${date}, ${slot}, ${typeName(cell.data_type_id)}: ${what}`;
}
