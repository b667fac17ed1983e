import type { Db } from '../../db/client.ts';
import { dataTypes } from '../../db/schema.ts';

/** The two data types the bulletin tests write: tmin and tmax in °C, −40 to 50, one decimal. */
export async function makeTemperatures(db: Db): Promise<{ tmin: number; tmax: number }> {
  const temperature = { valueKind: 'number' as const, unit: '°C', minimum: -40, maximum: 50, decimals: 1 };
  const rows = await db
    .insert(dataTypes)
    .values([
      { code: 'tmin', name: 'Minimum', ...temperature },
      { code: 'tmax', name: 'Maximum', ...temperature },
    ])
    .returning();
  const id = (code: string) => {
    const row = rows.find((r) => r.code === code);
    if (!row) throw new Error(`no ${code}`);
    return row.id;
  };
  return { tmin: id('tmin'), tmax: id('tmax') };
}
