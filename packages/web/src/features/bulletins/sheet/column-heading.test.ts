import { describe, expect, it } from 'vitest';
import { abbreviateWord, columnHeading } from './column-heading.ts';

describe('a column heading', () => {
  it('stays whole where name and unit wrap into the lines it has', () => {
    expect(columnHeading('Temperatura minima', '°C', 12)).toEqual({
      name: 'Temperatura minima',
      full: 'Temperatura minima (°C)',
      abbreviated: false,
    });
    expect(columnHeading('Cielo', '', 7)).toEqual({ name: 'Cielo', full: 'Cielo', abbreviated: false });
  });

  it('leaves out joining words first, then cuts the longest words until it fits', () => {
    expect(columnHeading('Velocità del vento', 'km/h', 10)).toMatchObject({
      name: 'Velocità vento',
      abbreviated: true,
    });
    expect(columnHeading('Probabilità di precipitazione', '%', 12)).toEqual({
      name: 'Probabilità prec.',
      full: 'Probabilità di precipitazione (%)',
      abbreviated: true,
    });
    expect(columnHeading('Precipitation probability', '%', 12).name).toBe('Prec. prob.');
    expect(columnHeading('Max temperature', '°C', 12).name).toBe('Max temp.');
    // An icon's narrow column.
    expect(columnHeading('Precipitazione', '', 7).name).toBe('Prec.');
  });

  it('gives up once every word is cut, the column then cutting what is left', () => {
    expect(columnHeading('Temperatura massima percepita', '°C', 4)).toMatchObject({
      name: 'Temp. mass. perc.',
      abbreviated: true,
    });
  });
});

describe('an abbreviated word', () => {
  it('ends after its first syllable and the consonants closing it, three letters at least', () => {
    expect(
      ['Temperatura', 'precipitazione', 'Direzione', 'Umidità', 'allerta', 'Maximum'].map(abbreviateWord),
    ).toEqual(['Temp.', 'prec.', 'Dir.', 'Umid.', 'all.', 'Max.']);
  });

  it('stays whole where the cut would not be shorter', () => {
    expect(['Quota', 'speed', 'neve', 'Sky'].map(abbreviateWord)).toEqual(['Quota', 'speed', 'neve', 'Sky']);
  });
});
