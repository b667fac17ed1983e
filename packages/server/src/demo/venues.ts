import { type VenueKind, venueInputSchema } from '@bora/shared/venue';
import { recordAudit } from '../core/audit.ts';
import type { Db } from '../db/client.ts';
import { venues } from '../db/schema/reference.ts';
import { toVenueInput, venueColumns } from '../features/venues/serialize.ts';

/** code, name, kind, latitude, longitude, elevation (m), region, province, authority code. */
type DemoVenue = [string, string, VenueKind, number, number, number, string, string, string];

const VDA = "Valle d'Aosta";
const TAA = 'Trentino-Alto Adige';
const FVG = 'Friuli-Venezia Giulia';
const ER = 'Emilia-Romagna';

/** The regional capitals and other cities, mountain and coastal sites, airports and sport venues. */
export const demoVenues: DemoVenue[] = [
  // Regional capitals
  ['torino', 'Torino', 'city', 45.0703, 7.6869, 239, 'Piemonte', 'TO', 'piemonte'],
  ['aosta', 'Aosta', 'city', 45.737, 7.3201, 583, VDA, 'AO', 'valle-aosta'],
  ['milano', 'Milano', 'city', 45.4642, 9.19, 120, 'Lombardia', 'MI', 'lombardia'],
  ['trento', 'Trento', 'city', 46.0679, 11.1211, 194, TAA, 'TN', 'trentino'],
  ['bolzano', 'Bolzano', 'city', 46.4983, 11.3548, 262, TAA, 'BZ', 'alto-adige'],
  ['venezia', 'Venezia', 'city', 45.4371, 12.3326, 1, 'Veneto', 'VE', 'veneto'],
  ['trieste', 'Trieste', 'city', 45.6495, 13.7768, 2, FVG, 'TS', 'friuli-venezia-giulia'],
  ['genova', 'Genova', 'city', 44.4056, 8.9463, 19, 'Liguria', 'GE', 'liguria'],
  ['bologna', 'Bologna', 'city', 44.4949, 11.3426, 54, ER, 'BO', 'emilia-romagna'],
  ['firenze', 'Firenze', 'city', 43.7696, 11.2558, 50, 'Toscana', 'FI', 'toscana'],
  ['perugia', 'Perugia', 'city', 43.1107, 12.3908, 493, 'Umbria', 'PG', 'umbria'],
  ['ancona', 'Ancona', 'city', 43.6158, 13.5189, 16, 'Marche', 'AN', 'marche'],
  ['roma', 'Roma', 'city', 41.9028, 12.4964, 21, 'Lazio', 'RM', 'lazio'],
  ['laquila', "L'Aquila", 'city', 42.3498, 13.3995, 714, 'Abruzzo', 'AQ', 'abruzzo'],
  ['campobasso', 'Campobasso', 'city', 41.5603, 14.6627, 701, 'Molise', 'CB', 'molise'],
  ['napoli', 'Napoli', 'city', 40.8518, 14.2681, 17, 'Campania', 'NA', 'campania'],
  ['bari', 'Bari', 'city', 41.1171, 16.8719, 5, 'Puglia', 'BA', 'puglia'],
  ['potenza', 'Potenza', 'city', 40.6404, 15.8056, 819, 'Basilicata', 'PZ', 'basilicata'],
  ['catanzaro', 'Catanzaro', 'city', 38.9098, 16.5877, 320, 'Calabria', 'CZ', 'calabria'],
  ['palermo', 'Palermo', 'city', 38.1157, 13.3615, 14, 'Sicilia', 'PA', 'sicilia'],
  ['cagliari', 'Cagliari', 'city', 39.2238, 9.1217, 4, 'Sardegna', 'CA', 'sardegna'],
  // Veneto
  ['verona', 'Verona', 'city', 45.4384, 10.9916, 59, 'Veneto', 'VR', 'veneto'],
  ['padova', 'Padova', 'city', 45.4064, 11.8768, 12, 'Veneto', 'PD', 'veneto'],
  ['vicenza', 'Vicenza', 'city', 45.5455, 11.5354, 39, 'Veneto', 'VI', 'veneto'],
  ['treviso', 'Treviso', 'city', 45.6669, 12.243, 15, 'Veneto', 'TV', 'veneto'],
  ['belluno', 'Belluno', 'city', 46.1425, 12.2167, 389, 'Veneto', 'BL', 'veneto'],
  ['rovigo', 'Rovigo', 'city', 45.0703, 11.79, 7, 'Veneto', 'RO', 'veneto'],
  ['cortina-dampezzo', "Cortina d'Ampezzo", 'mountain', 46.5405, 12.1357, 1224, 'Veneto', 'BL', 'veneto'],
  ['jesolo', 'Jesolo', 'coast', 45.5089, 12.6463, 2, 'Veneto', 'VE', 'veneto'],
  ['asiago', 'Asiago', 'mountain', 45.8753, 11.5096, 1001, 'Veneto', 'VI', 'veneto'],
  ['arabba', 'Arabba', 'mountain', 46.4967, 11.8747, 1601, 'Veneto', 'BL', 'veneto'],
  ['bibione', 'Bibione', 'coast', 45.6372, 13.0394, 1, 'Veneto', 'VE', 'veneto'],
  ['chioggia', 'Chioggia', 'coast', 45.2186, 12.2789, 2, 'Veneto', 'VE', 'veneto'],
  ['caorle', 'Caorle', 'coast', 45.6003, 12.8867, 1, 'Veneto', 'VE', 'veneto'],
  [
    'venezia-tessera',
    'Aeroporto di Venezia Tessera',
    'airport',
    45.5053,
    12.3519,
    2,
    'Veneto',
    'VE',
    'veneto',
  ],
  // Other cities
  ['novara', 'Novara', 'city', 45.4469, 8.6219, 159, 'Piemonte', 'NO', 'piemonte'],
  ['cuneo', 'Cuneo', 'city', 44.3845, 7.5427, 534, 'Piemonte', 'CN', 'piemonte'],
  ['bergamo', 'Bergamo', 'city', 45.6983, 9.6773, 249, 'Lombardia', 'BG', 'lombardia'],
  ['brescia', 'Brescia', 'city', 45.5416, 10.2118, 149, 'Lombardia', 'BS', 'lombardia'],
  ['sondrio', 'Sondrio', 'city', 46.1699, 9.8782, 307, 'Lombardia', 'SO', 'lombardia'],
  ['merano', 'Merano', 'city', 46.6713, 11.1594, 325, TAA, 'BZ', 'alto-adige'],
  ['udine', 'Udine', 'city', 46.0711, 13.2346, 113, FVG, 'UD', 'friuli-venezia-giulia'],
  ['parma', 'Parma', 'city', 44.8015, 10.3279, 55, ER, 'PR', 'emilia-romagna'],
  ['modena', 'Modena', 'city', 44.6471, 10.9252, 34, ER, 'MO', 'emilia-romagna'],
  ['ravenna', 'Ravenna', 'city', 44.4184, 12.2035, 4, ER, 'RA', 'emilia-romagna'],
  ['pisa', 'Pisa', 'city', 43.7228, 10.4017, 4, 'Toscana', 'PI', 'toscana'],
  ['siena', 'Siena', 'city', 43.3188, 11.3308, 322, 'Toscana', 'SI', 'toscana'],
  ['terni', 'Terni', 'city', 42.5636, 12.6427, 130, 'Umbria', 'TR', 'umbria'],
  ['latina', 'Latina', 'city', 41.4676, 12.9037, 21, 'Lazio', 'LT', 'lazio'],
  ['salerno', 'Salerno', 'city', 40.6824, 14.7681, 4, 'Campania', 'SA', 'campania'],
  ['foggia', 'Foggia', 'city', 41.4622, 15.5446, 76, 'Puglia', 'FG', 'puglia'],
  ['lecce', 'Lecce', 'city', 40.3515, 18.175, 49, 'Puglia', 'LE', 'puglia'],
  ['matera', 'Matera', 'city', 40.6664, 16.6043, 401, 'Basilicata', 'MT', 'basilicata'],
  ['cosenza', 'Cosenza', 'city', 39.2986, 16.254, 238, 'Calabria', 'CS', 'calabria'],
  ['reggio-calabria', 'Reggio Calabria', 'city', 38.1113, 15.6473, 31, 'Calabria', 'RC', 'calabria'],
  ['catania', 'Catania', 'city', 37.5079, 15.083, 7, 'Sicilia', 'CT', 'sicilia'],
  ['messina', 'Messina', 'city', 38.1938, 15.554, 3, 'Sicilia', 'ME', 'sicilia'],
  ['sassari', 'Sassari', 'city', 40.7259, 8.5557, 225, 'Sardegna', 'SS', 'sardegna'],
  ['olbia', 'Olbia', 'city', 40.9239, 9.4964, 15, 'Sardegna', 'SS', 'sardegna'],
  // Mountain sites
  ['sestriere', 'Sestriere', 'mountain', 44.958, 6.879, 2035, 'Piemonte', 'TO', 'piemonte'],
  ['bardonecchia', 'Bardonecchia', 'mountain', 45.0782, 6.7034, 1312, 'Piemonte', 'TO', 'piemonte'],
  ['cervinia', 'Breuil-Cervinia', 'mountain', 45.9339, 7.6306, 2050, VDA, 'AO', 'valle-aosta'],
  ['courmayeur', 'Courmayeur', 'mountain', 45.7969, 6.969, 1224, VDA, 'AO', 'valle-aosta'],
  ['livigno', 'Livigno', 'mountain', 46.5385, 10.1358, 1816, 'Lombardia', 'SO', 'lombardia'],
  ['bormio', 'Bormio', 'mountain', 46.4667, 10.3705, 1225, 'Lombardia', 'SO', 'lombardia'],
  ['passo-stelvio', 'Passo dello Stelvio', 'mountain', 46.5286, 10.4533, 2757, TAA, 'BZ', 'alto-adige'],
  ['ortisei', 'Ortisei', 'mountain', 46.5747, 11.6717, 1236, TAA, 'BZ', 'alto-adige'],
  ['madonna-di-campiglio', 'Madonna di Campiglio', 'mountain', 46.2297, 10.8266, 1550, TAA, 'TN', 'trentino'],
  ['passo-rolle', 'Passo Rolle', 'mountain', 46.2975, 11.7869, 1989, TAA, 'TN', 'trentino'],
  ['tarvisio', 'Tarvisio', 'mountain', 46.5053, 13.5786, 754, FVG, 'UD', 'friuli-venezia-giulia'],
  ['monte-cimone', 'Monte Cimone', 'mountain', 44.1936, 10.7008, 2165, ER, 'MO', 'emilia-romagna'],
  ['abetone', 'Abetone', 'mountain', 44.1454, 10.6644, 1388, 'Toscana', 'PT', 'toscana'],
  ['terminillo', 'Terminillo', 'mountain', 42.4717, 12.9867, 1675, 'Lazio', 'RI', 'lazio'],
  ['campo-imperatore', 'Campo Imperatore', 'mountain', 42.4433, 13.5586, 2130, 'Abruzzo', 'AQ', 'abruzzo'],
  ['roccaraso', 'Roccaraso', 'mountain', 41.8467, 14.0783, 1236, 'Abruzzo', 'AQ', 'abruzzo'],
  ['campitello-matese', 'Campitello Matese', 'mountain', 41.485, 14.391, 1430, 'Molise', 'CB', 'molise'],
  ['camigliatello', 'Camigliatello Silano', 'mountain', 39.3397, 16.4478, 1272, 'Calabria', 'CS', 'calabria'],
  [
    'etna-rifugio-sapienza',
    'Etna, Rifugio Sapienza',
    'mountain',
    37.6997,
    14.9997,
    1910,
    'Sicilia',
    'CT',
    'sicilia',
  ],
  ['fonni', 'Fonni', 'mountain', 40.1197, 9.254, 1000, 'Sardegna', 'NU', 'sardegna'],
  // Coastal sites
  ['lignano', 'Lignano Sabbiadoro', 'coast', 45.6756, 13.1217, 2, FVG, 'UD', 'friuli-venezia-giulia'],
  ['grado', 'Grado', 'coast', 45.6779, 13.387, 2, FVG, 'GO', 'friuli-venezia-giulia'],
  ['sanremo', 'Sanremo', 'coast', 43.8159, 7.7761, 15, 'Liguria', 'IM', 'liguria'],
  ['portofino', 'Portofino', 'coast', 44.3036, 9.2097, 4, 'Liguria', 'GE', 'liguria'],
  ['la-spezia', 'La Spezia', 'coast', 44.1025, 9.8241, 10, 'Liguria', 'SP', 'liguria'],
  ['rimini', 'Rimini', 'coast', 44.0678, 12.5695, 6, ER, 'RN', 'emilia-romagna'],
  ['viareggio', 'Viareggio', 'coast', 43.8657, 10.2513, 2, 'Toscana', 'LU', 'toscana'],
  ['livorno', 'Livorno', 'coast', 43.5485, 10.3106, 3, 'Toscana', 'LI', 'toscana'],
  ['pesaro', 'Pesaro', 'coast', 43.91, 12.9133, 11, 'Marche', 'PU', 'marche'],
  [
    'san-benedetto-del-tronto',
    'San Benedetto del Tronto',
    'coast',
    42.9436,
    13.8814,
    4,
    'Marche',
    'AP',
    'marche',
  ],
  ['pescara', 'Pescara', 'coast', 42.4618, 14.2161, 4, 'Abruzzo', 'PE', 'abruzzo'],
  ['termoli', 'Termoli', 'coast', 42.0016, 14.9947, 15, 'Molise', 'CB', 'molise'],
  ['gaeta', 'Gaeta', 'coast', 41.2132, 13.5711, 2, 'Lazio', 'LT', 'lazio'],
  ['sorrento', 'Sorrento', 'coast', 40.6263, 14.3758, 50, 'Campania', 'NA', 'campania'],
  ['amalfi', 'Amalfi', 'coast', 40.634, 14.6027, 6, 'Campania', 'SA', 'campania'],
  ['vieste', 'Vieste', 'coast', 41.8825, 16.1766, 43, 'Puglia', 'FG', 'puglia'],
  ['gallipoli', 'Gallipoli', 'coast', 40.0556, 17.9925, 12, 'Puglia', 'LE', 'puglia'],
  ['maratea', 'Maratea', 'coast', 39.993, 15.717, 300, 'Basilicata', 'PZ', 'basilicata'],
  ['tropea', 'Tropea', 'coast', 38.677, 15.898, 61, 'Calabria', 'VV', 'calabria'],
  ['taormina', 'Taormina', 'coast', 37.8516, 15.2853, 204, 'Sicilia', 'ME', 'sicilia'],
  ['lampedusa', 'Lampedusa', 'coast', 35.507, 12.6017, 16, 'Sicilia', 'AG', 'sicilia'],
  ['alghero', 'Alghero', 'coast', 40.558, 8.3193, 7, 'Sardegna', 'SS', 'sardegna'],
  ['villasimius', 'Villasimius', 'coast', 39.142, 9.52, 40, 'Sardegna', 'SU', 'sardegna'],
  // Airports
  [
    'milano-malpensa',
    'Aeroporto di Milano Malpensa',
    'airport',
    45.6306,
    8.7281,
    234,
    'Lombardia',
    'VA',
    'lombardia',
  ],
  [
    'trieste-ronchi',
    'Aeroporto di Trieste',
    'airport',
    45.8275,
    13.4722,
    12,
    FVG,
    'GO',
    'friuli-venezia-giulia',
  ],
  ['roma-fiumicino', 'Aeroporto di Roma Fiumicino', 'airport', 41.8003, 12.2389, 5, 'Lazio', 'RM', 'lazio'],
  ['napoli-capodichino', 'Aeroporto di Napoli', 'airport', 40.886, 14.2908, 90, 'Campania', 'NA', 'campania'],
  [
    'catania-fontanarossa',
    'Aeroporto di Catania',
    'airport',
    37.4668,
    15.0664,
    12,
    'Sicilia',
    'CT',
    'sicilia',
  ],
  // Sport venues
  [
    'autodromo-monza',
    'Autodromo Nazionale di Monza',
    'sport_venue',
    45.6156,
    9.2811,
    162,
    'Lombardia',
    'MB',
    'lombardia',
  ],
  [
    'autodromo-mugello',
    'Autodromo del Mugello',
    'sport_venue',
    43.9975,
    11.3719,
    257,
    'Toscana',
    'FI',
    'toscana',
  ],
  ['stadio-olimpico', 'Stadio Olimpico', 'sport_venue', 41.9341, 12.4547, 20, 'Lazio', 'RM', 'lazio'],
  [
    'anterselva',
    'Arena di biathlon di Anterselva',
    'sport_venue',
    46.8822,
    12.1622,
    1635,
    TAA,
    'BZ',
    'alto-adige',
  ],
  ['predazzo', 'Trampolini di Predazzo', 'sport_venue', 46.3136, 11.6014, 1018, TAA, 'TN', 'trentino'],
];

/** Adds the demo venues that are missing; answers how many it created. */
export async function loadDemoVenues(db: Db, authorityIds: ReadonlyMap<string, number>): Promise<number> {
  let created = 0;
  await db.transaction(async (tx) => {
    for (const [
      code,
      name,
      kind,
      latitude,
      longitude,
      elevation,
      region,
      province,
      authority,
    ] of demoVenues) {
      const authorityId = authorityIds.get(authority);
      if (authorityId === undefined) continue;
      const input = venueInputSchema.parse({
        code,
        name,
        kind,
        latitude,
        longitude,
        elevation,
        region,
        province,
        authority_id: authorityId,
      });
      const [row] = await tx
        .insert(venues)
        .values(venueColumns(input))
        .onConflictDoNothing({ target: venues.code })
        .returning();
      if (!row) continue;
      created++;
      await recordAudit(tx, {
        entity: 'venue',
        entityId: row.id,
        action: 'create',
        actor: null,
        after: toVenueInput(row),
      });
    }
  });
  return created;
}
