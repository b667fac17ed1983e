import type { DataTypeScores, Verification } from '@bora/shared/verification';
import { NUMERIC_KINDS } from '@bora/shared/verification';
import type { Db } from '../../db/client.ts';
import { classScores, rounded } from './class-scores.ts';
import {
  type Period,
  pairedScoreRows,
  type ReferenceById,
  referenceById,
  type ScoreRow,
} from './repository.ts';
import { keptScoreRows } from './sums-repository.ts';

type Scores = DataTypeScores['overall'];

function numericScores(row: ScoreRow): Scores {
  return {
    count: row.count,
    bias: rounded(row.bias),
    mae: rounded(row.mae),
    rmse: rounded(row.rmse),
    within_tolerance: rounded(row.within),
  };
}

function grouped<K>(rows: ScoreRow[], key: (row: ScoreRow) => K): Map<K, ScoreRow[]> {
  const groups = new Map<K, ScoreRow[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

function dataTypeScores(rows: ScoreRow[], dataTypeId: number, reference: ReferenceById): DataTypeScores {
  const dataType = reference.dataTypes.get(dataTypeId);
  const numeric = (NUMERIC_KINDS as readonly string[]).includes(dataType?.valueKind ?? '');
  const direction = dataType?.valueKind === 'direction';
  const scores = (group: ScoreRow[]) =>
    numeric && group[0]
      ? numericScores(group[0])
      : classScores(
          group.map((r) => ({ forecast: r.forecast ?? '', observed: r.observed ?? '', count: r.count })),
          direction,
        );
  const byLead = grouped(
    rows.filter((r) => r.lead_day !== null),
    (r) => r.lead_day as number,
  );
  const byWeek = grouped(
    rows.filter((r) => r.week !== null),
    (r) => r.week as string,
  );
  const byVenue = grouped(
    rows.filter((r) => r.venue_id !== null),
    (r) => r.venue_id as number,
  );
  return {
    data_type: dataType?.code ?? String(dataTypeId),
    value_kind: dataType?.valueKind ?? '',
    unit: dataType?.unit ?? '',
    tolerance: dataType?.tolerance ?? null,
    overall: scores(rows.filter((r) => r.lead_day === null && r.venue_id === null && r.week === null)),
    by_lead_day: [...byLead]
      .sort(([a], [b]) => a - b)
      .map(([lead_day, group]) => ({ lead_day, ...scores(group) })),
    by_week: [...byWeek]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([week, group]) => ({ week, ...scores(group) })),
    by_venue: [...byVenue]
      .map(([id, group]) => ({ venue: reference.venues.get(id) ?? String(id), ...scores(group) }))
      .sort((a, b) => a.venue.localeCompare(b.venue)),
  };
}

/**
 * The scores of a type's forecasts of record over a period, per data type overall, by lead day,
 * by week of issue and by venue, aggregated by the database and assembled here from its groups:
 * added up from the sums kept per bulletin, or, for one venue, paired afresh (a venue's year is a
 * few thousand pairs, and the sums are not kept per venue and lead day). The type's stale sums must
 * have been summed first (`keepSums`).
 */
export async function scoresOfKeptSums(db: Db, period: Period): Promise<Verification> {
  const [rows, reference] = await Promise.all([
    period.venueId === undefined ? keptScoreRows(db, period) : pairedScoreRows(db, period),
    referenceById(db),
  ]);
  const byType = grouped(rows, (r) => r.data_type_id);
  const ordered = [...byType.keys()].sort((a, b) => {
    const x = reference.dataTypes.get(a);
    const y = reference.dataTypes.get(b);
    return (x?.displayOrder ?? 0) - (y?.displayOrder ?? 0) || (x?.code ?? '').localeCompare(y?.code ?? '');
  });
  return {
    bulletin_type: period.bulletinType.code,
    date_after: period.dateAfter ?? null,
    date_before: period.dateBefore ?? null,
    data_types: ordered.map((id) => dataTypeScores(byType.get(id) ?? [], id, reference)),
  };
}
