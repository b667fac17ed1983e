import type { DemoIcon, DemoIconSource } from './types.ts';

const icon = (
  number: number,
  code: string,
  name: string,
  category: DemoIcon['category'],
  variant: DemoIcon['variant'],
  ref?: string,
): DemoIcon => ({ file: `${number}-fill.svg`, code, name, category, variant, ref });

/**
 * The Lombardia set: QWeather icons (numbered as in QWeather's API). Thunder with hail, extreme
 * rain, freezing rain, heavy snow and sand are deliberately left unmapped.
 */
export const qweatherIcons: DemoIconSource = {
  code: 'lombardia-qweather',
  name: 'Icone meteo Lombardia',
  description: 'Le icone dei bollettini della Lombardia.',
  translations: {
    en: { description: 'The icons of the Lombardia bulletins.' },
  },
  authority: 'lombardia',
  pkg: 'qweather-icons',
  folder: 'icons',
  icons: [
    icon(100, 'sunny', 'Sereno', 'sky', 'day', 'clear-day'),
    icon(150, 'clear-night', 'Sereno (notte)', 'sky', 'night', 'clear-night'),
    icon(102, 'few-clouds', 'Poco nuvoloso', 'sky', 'day', 'partly-cloudy-day'),
    icon(152, 'few-clouds-night', 'Poco nuvoloso (notte)', 'sky', 'night', 'partly-cloudy-night'),
    icon(103, 'partly-cloudy', 'Variabile', 'sky', 'day', 'overcast-day'),
    icon(153, 'partly-cloudy-night', 'Variabile (notte)', 'sky', 'night', 'overcast-night'),
    icon(101, 'cloudy', 'Nuvoloso', 'sky', 'any', 'cloudy'),
    icon(104, 'overcast', 'Coperto', 'sky', 'any', 'overcast'),
    icon(309, 'drizzle', 'Pioviggine', 'precipitation', 'any', 'drizzle'),
    icon(305, 'light-rain', 'Pioggia debole', 'precipitation', 'any', 'drizzle'),
    icon(306, 'moderate-rain', 'Pioggia', 'precipitation', 'any', 'rain'),
    icon(307, 'heavy-rain', 'Pioggia forte', 'precipitation', 'any', 'raindrops'),
    icon(308, 'extreme-rain', 'Nubifragio', 'hazard', 'any'),
    icon(300, 'shower-rain', 'Rovesci', 'precipitation', 'day', 'partly-cloudy-day-rain'),
    icon(350, 'shower-rain-night', 'Rovesci (notte)', 'precipitation', 'night', 'partly-cloudy-night-rain'),
    icon(302, 'thundershower', 'Temporale', 'precipitation', 'any', 'thunderstorms-rain'),
    icon(304, 'thundershower-hail', 'Temporale con grandine', 'hazard', 'any'),
    icon(313, 'freezing-rain', 'Pioggia che gela', 'hazard', 'any'),
    icon(404, 'sleet', 'Pioggia mista a neve', 'precipitation', 'any', 'sleet'),
    icon(400, 'light-snow', 'Neve debole', 'precipitation', 'any', 'snow'),
    icon(401, 'moderate-snow', 'Neve', 'precipitation', 'any', 'snow'),
    icon(402, 'heavy-snow', 'Neve forte', 'precipitation', 'any'),
    icon(407, 'snow-flurry', 'Rovesci di neve', 'precipitation', 'day', 'partly-cloudy-day-snow'),
    icon(
      457,
      'snow-flurry-night',
      'Rovesci di neve (notte)',
      'precipitation',
      'night',
      'partly-cloudy-night-snow',
    ),
    icon(500, 'mist', 'Foschia', 'visibility', 'any', 'mist'),
    icon(501, 'fog', 'Nebbia', 'visibility', 'any', 'fog'),
    icon(502, 'haze', 'Caligine', 'visibility', 'any', 'haze'),
    icon(504, 'dust', 'Polvere', 'visibility', 'any', 'dust'),
    icon(503, 'sand', 'Sabbia', 'visibility', 'any'),
    icon(900, 'hot', 'Caldo', 'hazard', 'any', 'thermometer-warmer'),
    icon(901, 'cold', 'Freddo', 'hazard', 'any', 'thermometer-colder'),
    icon(999, 'unknown', 'Non disponibile', 'other', 'any', 'not-available'),
  ],
};
